import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import type { ParcelSize, ShippingPayer } from '#shared/shipping';
import { useCreateListing } from '../api/create-listing';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
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
 * first, and the listing is created only once it is.
 */
export function ListingForm({
  priceExtra,
}: {
  priceExtra?: (
    priceDollars: string,
    shipping: { parcelSize: ParcelSize; shippingPayer: ShippingPayer },
  ) => ReactNode;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const { user } = useUser();
  const create = useCreateListing();
  const uploads = usePhotoUploads();
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const addresses = useAddresses({ enabled: !!user });
  const needsShipFrom = addresses.data?.addresses.length === 0;
  const shipFrom = useAddressForm();
  const form = useForm<CreateListingForm>({
    resolver: zodResolver(createListingFormSchema),
    defaultValues: emptyCreateForm,
  });
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

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-6"
      aria-busy={create.isPending || shipFrom.pending}
    >
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
      <Button
        type="submit"
        size="lg"
        disabled={create.isPending || shipFrom.pending || uploads.isUploading}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {create.isPending ? 'Creating...' : uploads.isUploading ? 'Uploading photos...' : 'Create Listing'}
      </Button>
    </form>
  );
}
