import { useId } from 'react';
import { addressMessages, type Address } from '#shared/addresses';
import { AddressFields } from '#client/components/addresses/address-fields';
import { useAddressForm } from '#client/components/addresses/use-address-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import { toast } from '#client/components/ui/use-toast';

/**
 * Adds an address, or edits `address`, with the shared address fields (the same ones checkout and
 * the listing form show); what the server still refuses (the cap) shows above the buttons.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  address,
  isFirst,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; none to add one. */
  address?: Address;
  /** The person has no address yet: this one becomes the default whatever the box says. */
  isFirst: boolean;
}) {
  const id = useId();
  const state = useAddressForm(address);

  const close = (next: boolean) => {
    if (!next) state.reset();
    onOpenChange(next);
  };

  const submit = state.form.handleSubmit(async (values) => {
    if (!(await state.save(values))) return;
    toast({ title: address ? addressMessages.updated : addressMessages.created, variant: 'success' });
    close(false);
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{address ? 'Edit address' : 'Add an address'}</DialogTitle>
          <DialogDescription>United States addresses only for now.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={state.pending}>
          <AddressFields state={state} idPrefix={id} askDefault={!address && !isFirst} />
          <DialogFormFooter label="Save address" pendingLabel="Saving..." pending={state.pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
