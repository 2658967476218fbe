import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { imagesApi } from '#shared/api/images';
import { socialApi } from '#shared/api/social';
import { usersApi } from '#shared/api/users';
import type { CurrentUser } from '#shared/auth';
import type { UpdateProfileInput } from '#shared/user-profile';
import { bioSchema, displayNameSchema, handleSchema } from '#shared/users';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { AUTH_USER_KEY, useUser } from '../../lib/auth';
import { call, invalidate, readsOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { toastUploadFailed } from '../../lib/upload-failed-toast';
import { AddressBook } from './components/address-book';
import { AwayMode } from './components/away-mode';
import { BundleDiscounts } from './components/bundle-discounts';

const profileFormSchema = z.object({ display: displayNameSchema, handle: handleSchema, bio: bioSchema });
type ProfileForm = z.input<typeof profileFormSchema>;

/** PATCH /api/users/me, then the nav and every profile query show the new name at once. */
function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => call(usersApi.updateMe, { body: changes }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<CurrentUser | null>(AUTH_USER_KEY, (old) =>
        old
          ? {
              ...old,
              display: user.display,
              handle: user.handle,
              bio: user.bio,
              profileImageUrl: user.profileImageUrl,
            }
          : old,
      );
      // Every answer under /api/users: profiles, and the follow counts and lists shown with them.
      void invalidate(
        queryClient,
        readsOf(usersApi, socialApi.followState, socialApi.followers, socialApi.following),
      );
    },
  });
}

async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('images', file, file.name);
  const answer = await call(imagesApi.upload, { body: form });
  const url = answer.images?.[0]?.url;
  if (!url) throw new Error('Failed to upload images');
  return url;
}

function ProfileSettings({ user }: { user: CurrentUser }) {
  const id = useId();
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { display: user.display, handle: user.handle, bio: user.bio },
  });
  const { errors, isDirty } = form.formState;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        form.reset({ display: saved.display, handle: saved.handle, bio: saved.bio });
        toast({ title: 'Profile updated', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update profile'),
          variant: 'destructive',
        }),
    }),
  );

  const changePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file type',
        description: `${file.name} is not an image file`,
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadPhoto(file);
      await update.mutateAsync({ profileImageUrl: url });
      toast({ title: 'Profile photo updated', variant: 'success' });
    } catch (error) {
      toastUploadFailed(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your profile</CardTitle>
        <CardDescription>This is how buyers and sellers see you on Rethread.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-4">
          {user.profileImageUrl ? (
            <img
              src={user.profileImageUrl.replace(/\/1280\.webp$/, '/320.webp')}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-full object-cover"
            />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <UserRound className="size-7" aria-hidden="true" />
            </span>
          )}
          <div className="flex flex-wrap gap-2">
            <label className={buttonClass('outline')}>
              <ImagePlus aria-hidden="true" />
              {uploading ? 'Uploading...' : 'Change photo'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={uploading}
                onChange={(e) => void changePhoto(e.target.files?.[0])}
              />
            </label>
            {user.profileImageUrl && (
              <Button
                variant="ghost"
                disabled={uploading}
                onClick={() => update.mutate({ profileImageUrl: null })}
              >
                Remove photo
              </Button>
            )}
          </div>
        </div>
        <form onSubmit={save} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-display`}>Display name</Label>
            <Input
              id={`${id}-display`}
              aria-describedby={`${id}-display-error`}
              {...form.register('display')}
            />
            <FieldError id={`${id}-display-error`} message={errors.display?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-handle`}>Handle</Label>
            <Input id={`${id}-handle`} aria-describedby={`${id}-handle-error`} {...form.register('handle')} />
            <FieldError id={`${id}-handle-error`} message={errors.handle?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-bio`}>Bio</Label>
            <Textarea
              id={`${id}-bio`}
              rows={4}
              aria-describedby={`${id}-bio-error`}
              {...form.register('bio')}
            />
            <FieldError id={`${id}-bio-error`} message={errors.bio?.message} />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
            <Link href={`/profile/${user.handle}`} className={buttonClass('outline')}>
              View profile
            </Link>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /settings: the profile (PATCH /api/users/me) and the address book. */
export default function SettingsPage() {
  const { user } = useUser();
  usePageMeta('Settings', 'Edit your Rethread profile and the addresses your purchases are shipped to.');
  // The route needs an account, so the router shows the sign-in prompt before this renders.
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-gray-900">Settings</h1>
      {user && (
        <div className="grid gap-6">
          <ProfileSettings user={user} />
          <BundleDiscounts />
          <AwayMode />
          <AddressBook />
        </div>
      )}
    </div>
  );
}
