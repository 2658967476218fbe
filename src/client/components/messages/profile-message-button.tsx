import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { lazy, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '#client/lib/auth';
import { LazyMount } from '../lazy-mount';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { messageCopy } from './message-copy';
import { conversationPath, conversationsWithQuery } from './open-conversation';

const ProfileMessageDialog = lazy(() =>
  import('./profile-message-dialog').then((m) => ({ default: m.ProfileMessageDialog })),
);
const SignInDialog = lazy(() => import('../sign-in-dialog').then((m) => ({ default: m.SignInDialog })));

/**
 * The profile's Message button. A conversation with this person already there is opened (the most
 * recent one); otherwise the person picks one of the seller's listings to ask about, since every
 * conversation is about a listing or an order. A visitor is asked to sign in first.
 */
export function ProfileMessageButton({ profile }: { profile: { id: string; handle: string } }) {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'sign-in' | 'pick' | null>(null);
  const [looking, setLooking] = useState(false);

  const start = async () => {
    if (!user) return setDialog('sign-in');
    setLooking(true);
    try {
      // Asked afresh on every click: a conversation may have started in another tab since.
      const found = await queryClient.fetchQuery({ ...conversationsWithQuery(profile.id), staleTime: 0 });
      const latest = found.conversations[0];
      if (latest) navigate(conversationPath(latest.id));
      else setDialog('pick');
    } catch {
      toast({ title: messageCopy.lookupFailed, variant: 'destructive' });
    } finally {
      setLooking(false);
    }
  };
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <Button
        variant="outline"
        disabled={looking || isLoading}
        aria-busy={looking}
        onClick={() => void start()}
      >
        <MessageSquare aria-hidden="true" />
        Message
      </Button>
      <LazyMount when={dialog === 'sign-in'}>
        <SignInDialog
          open={dialog === 'sign-in'}
          onOpenChange={close}
          description="You need to be logged in to message sellers."
        />
      </LazyMount>
      <LazyMount when={dialog === 'pick'}>
        <ProfileMessageDialog open={dialog === 'pick'} onOpenChange={close} profile={profile} />
      </LazyMount>
    </>
  );
}
