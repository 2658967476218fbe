import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUpdateListing } from '../api/update-listing';
import type { ListingDetail } from '../api/types';
import { editListingFormSchema, toEditForm, toEditPayload, type EditListingForm } from '../lib/listing-form';
import { photosFromListing, photosToPayload, type PhotoItem } from '#client/lib/photo-list';
import { ListingFields } from './listing-fields';
import { PhotoManager } from './photo-manager';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import { NeedsCategoryNote } from '#client/components/needs-category-note';

export type EditableListing = Pick<
  ListingDetail,
  | 'id'
  | 'title'
  | 'description'
  | 'priceCents'
  | 'imageUrl'
  | 'images'
  | 'category'
  | 'gender'
  | 'size'
  | 'color'
  | 'brand'
  | 'condition'
  | 'styleTags'
  | 'parcelSize'
  | 'shippingPayer'
> &
  Partial<Pick<ListingDetail, 'needsCategory'>>;

/**
 * The edit listing dialog (docs/product/02-listings.md §2.1, §2.4). Mounted only while open, so every opening starts from the
 * listing as it is now.
 */
export function EditListingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: EditableListing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit Listing</DialogTitle>
            <DialogDescription>
              Change the details and photos; the first photo is the main image.
            </DialogDescription>
          </DialogHeader>
          {listing.needsCategory && <NeedsCategoryNote />}
          <EditListingForm listing={listing} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditListingForm({ listing, onDone }: { listing: EditableListing; onDone: () => void }) {
  const update = useUpdateListing(listing.id);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photosFromListing(listing));
  const form = useForm<EditListingForm>({
    resolver: zodResolver(editListingFormSchema),
    defaultValues: toEditForm(listing),
  });

  const save = form.handleSubmit((values) => {
    const images = photosToPayload(photos);
    if (!images) {
      toast({
        title: 'Validation Error',
        description: 'Please add at least one photo',
        variant: 'destructive',
      });
      return;
    }
    update.mutate(toEditPayload(values, images), {
      onSuccess: () => {
        toast({ title: 'Listing updated successfully!', variant: 'success' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update listing'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <form noValidate onSubmit={save} className="grid gap-5" aria-busy={update.isPending}>
      <ListingFields form={form} />
      <PhotoManager photos={photos} onChange={setPhotos} />
      <DialogFormFooter label="Save Changes" pendingLabel="Saving..." pending={update.isPending} />
    </form>
  );
}
