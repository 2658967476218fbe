import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { addressMessages, MAX_ADDRESSES, type Address } from '#shared/addresses';
import { AddressLines, cityLine } from '#client/components/addresses/address-lines';
import { useAddresses, useDeleteAddress, useUpdateAddress } from '#client/components/addresses/addresses-api';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { AddressFormDialog } from './address-form-dialog';

function AddressItem({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateAddress();
  const makeDefault = () =>
    update.mutate(
      { id: address.id, changes: { isDefault: true } },
      {
        onSuccess: () => toast({ title: addressMessages.madeDefault, variant: 'success' }),
        onError: (error) =>
          toast({ title: errorMessage(error, addressMessages.saveFailed), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex gap-3 rounded-xl border border-gray-200 p-4">
      <MapPin className="mt-0.5 hidden size-5 shrink-0 text-gray-400 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start gap-2">
          <AddressLines address={address} />
          {address.isDefault && <Badge>Default</Badge>}
        </div>
        {/* Below the address, not beside it, so a long street name keeps the width; icons only where
            they fit, so the three buttons stay on one row at 390 px. */}
        <div className="mt-3 flex flex-wrap gap-2">
          {!address.isDefault && (
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={makeDefault}
              aria-label={`Make default: ${address.line1}`}
            >
              <Star className="max-sm:hidden" aria-hidden="true" />
              Make default
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${address.line1}`}>
            <Pencil className="max-sm:hidden" aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${address.line1}`}>
            <Trash2 className="max-sm:hidden" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The Addresses section of /settings: where parcels go, the default one first. */
export function AddressBook() {
  const { data, isPending, isError, error } = useAddresses();
  const remove = useDeleteAddress();
  // The dialog is open for a new address ('new'), for one to edit, or closed (null).
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = data?.addresses ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: addressMessages.deleted, variant: 'success' }),
      onError: (err) =>
        toast({ title: errorMessage(err, addressMessages.deleteFailed), variant: 'destructive' }),
    });
    setDeleting(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Addresses</CardTitle>
        <CardDescription>
          Where your purchases are shipped. Your default address is chosen first at checkout.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <div className="grid gap-3" aria-label="Loading addresses">
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(error, addressMessages.loadFailed)}
          </p>
        ) : addresses.length === 0 ? (
          <p className="text-sm text-gray-600">{addressMessages.empty}</p>
        ) : (
          <ul className="grid gap-3" aria-label="Saved addresses">
            {addresses.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={isPending || full} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add address
          </Button>
          {full && <p className="text-sm text-gray-600">{addressMessages.tooMany}</p>}
        </div>
      </CardContent>
      <AddressFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        address={editing === 'new' || editing === null ? undefined : editing}
        isFirst={addresses.length === 0}
      />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this address?</AlertDialogTitle>
          <AlertDialogDescription>
            {deleting && `${deleting.line1}, ${cityLine(deleting)} will be removed from your address book.`}
            {deleting?.isDefault && addresses.length > 1 && ` ${addressMessages.defaultPasses}`}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction destructive onClick={confirmDelete}>
              Delete address
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
