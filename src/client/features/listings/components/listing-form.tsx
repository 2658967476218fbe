import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useAddresses } from '#client/components/addresses/addresses-api';
import { useAddressForm, type SavedAddressValues } from '#client/components/addresses/use-address-form';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { usePublishDraft, useSaveDraft } from '#client/lib/listing-drafts';
import { draftMessages } from '#shared/drafts';
import type { Listing } from '#shared/listings';
import type { ParcelSize, ShippingPayer } from '#shared/shipping';
import { useCreateListing } from '../api/create-listing';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { draftToForm, toDraftFields } from '../lib/draft-form';
import {
  createListingFormSchema,
  emptyCreateForm,
  toCreatePayload,
  type CreateListingForm,
  type EditListingForm,
} from '../lib/listing-form';
import { ImagePicker } from './image-picker';
import { ListingFields } from './listing-fields';
import { ShipFromFields } from './ship-from-fields';

const IMAGE_REQUIRED = 'At least one image is required for your listing';

/**
 * The listing form (docs/product/02-listings.md §2.1 "Create listing"): used by /create-listing and the dashboard's Seller
 * Tools tab. `priceExtra` renders under the price with the typed price and the shipping choice (earnings preview).
 * A seller with no saved address is asked once where they ship from: that address is saved
 * first, and the listing is created only once it is. "Save draft" keeps it unfinished (only its
 * seller sees a draft); with `draft`, the form edits that draft and its button publishes it, showing
 * the server's reason inline when a rule is not met yet.
 */
export function ListingForm({
  priceExtra,
  draft,
}: {
  draft?: Listing;
  priceExtra?: (
    priceDollars: string,
    shipping: { parcelSize: ParcelSize; shippingPayer: ShippingPayer },
  ) => ReactNode;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const { user } = useUser();
  const create = useCreateListing();
  const saveDraft = useSaveDraft();
  const publish = usePublishDraft();
  const [draftId, setDraftId] = useState(draft?.id);
  const [publishProblem, setPublishProblem] = useState<string | undefined>();
  const uploads = usePhotoUploads();
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const addresses = useAddresses({ enabled: !!user });
  const needsShipFrom = addresses.data?.addresses.length === 0;
  const shipFrom = useAddressForm();
  const form = useForm<CreateListingForm>({
    resolver: zodResolver(createListingFormSchema),
    defaultValues: draft ? draftToForm(draft) : emptyCreateForm,
  });
  const { seed } = uploads;
  useEffect(() => {
    if (draft?.images.length) seed(draft.images);
  }, [draft, seed]);
  const [priceDollars, parcelSize, shippingPayer] = form.watch([
    'priceDollars',
    'parcelSize',
    'shippingPayer',
  ]);

  const submit = (event: FormEvent) => {
    // Both parts are checked at once, so every field that needs fixing shows together.
    const shipFromValues = needsShipFrom ? shipFrom.validated() : Promise.resolve(undefined);
    void form.handleSubmit(async (values) => {
      const address = await shipFromValues;
      if (address === null) return; // its fields say what is wrong
      await createListing(values, address);
    })(event);
  };

  const storeDraft = async () => {
    const { listing } = await saveDraft.mutateAsync({
      id: draftId,
      fields: toDraftFields(form.getValues(), uploads.uploadedUrls),
    });
    setDraftId(listing.id);
    return listing.id;
  };

  const onSaveDraft = async () => {
    setPublishProblem(undefined);
    try {
      const id = await storeDraft();
      toast({ title: draftMessages.saved, variant: 'success' });
      // The address bar names the draft, so a reload (or a second tab) edits the same one.
      if (!draftId) navigate(`/create-listing?draft=${id}`, { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save draft'),
        variant: 'destructive',
      });
    }
  };

  /** Saves the draft as the form reads, then publishes it: the server checks every rule of listing. */
  const publishDraft = async () => {
    setPublishProblem(undefined);
    try {
      const { listing } = await publish.mutateAsync(await storeDraft());
      toast({ title: draftMessages.published, variant: 'success' });
      navigate(`/listing/${listing.id}`);
    } catch (error) {
      setPublishProblem(errorMessage(error, 'Failed to publish draft'));
    }
  };

  const createListing = async (values: CreateListingForm, shipFromValues: SavedAddressValues | undefined) => {
    if (!user) {
      toast({ title: 'Error', description: 'Please log in to create a listing', variant: 'destructive' });
      return;
    }
    if (uploads.isUploading) {
      toast({
        title: 'Photos still uploading',
        description: 'Please wait until every photo has finished uploading.',
      });
      return;
    }
    if (!uploads.uploadedUrls.length) {
      setImageProblem(IMAGE_REQUIRED);
      toast({ title: 'Error', description: IMAGE_REQUIRED, variant: 'destructive' });
      return;
    }
    setImageProblem(undefined);
    if (draftId) {
      if (shipFromValues && !(await shipFrom.save(shipFromValues))) return;
      await publishDraft();
      return;
    }
    // The listing goes live with a ship-from address or not at all: a refusal shows in the section.
    if (shipFromValues && !(await shipFrom.save(shipFromValues))) return;
    create.mutate(
      { ...toCreatePayload(values, uploads.uploadedUrls), sellerId: user.id },
      {
        onSuccess: ({ listing }) => {
          toast({ title: 'Listing created successfully!', variant: 'success' });
          form.reset(emptyCreateForm);
          uploads.reset();
          navigate(`/listing/${listing.id}`);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to create listing'),
            variant: 'destructive',
          }),
      },
    );
  };

  const busy = create.isPending || saveDraft.isPending || publish.isPending || shipFrom.pending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-busy={busy}>
      {/* The shared fields never touch isSold, so the create form can stand in for the edit form's shape. */}
      <ListingFields
        form={form as unknown as UseFormReturn<EditListingForm>}
        priceExtra={priceExtra?.(priceDollars, { parcelSize, shippingPayer })}
      />
      {/* The problem is about having no photo: it goes as soon as one is added. */}
      <ImagePicker uploads={uploads} invalid={uploads.photos.length ? undefined : imageProblem} />
      {needsShipFrom && <ShipFromFields state={shipFrom} />}
      <div className="flex items-center gap-2.5">
        <Controller
          control={form.control}
          name="isSold"
          render={({ field }) => (
            <Checkbox
              id={`${id}-sold`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={`${id}-sold`} className="font-normal text-gray-700">
          This item is already sold
        </Label>
      </div>
      {publishProblem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {publishProblem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={busy || uploads.isUploading}
          onClick={() => void onSaveDraft()}
        >
          {saveDraft.isPending && !publish.isPending ? 'Saving...' : 'Save draft'}
        </Button>
        <Button type="submit" size="lg" disabled={busy || uploads.isUploading}>
          {create.isPending || publish.isPending
            ? draftId
              ? 'Publishing...'
              : 'Creating...'
            : uploads.isUploading
              ? 'Uploading photos...'
              : draftId
                ? 'Publish'
                : 'Create Listing'}
        </Button>
      </div>
    </form>
  );
}
