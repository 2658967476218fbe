import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { shipOrderInputSchema, type ShipOrderInput } from '#shared/orders';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { FormField } from '#client/components/ui/form-field';
import { useShipOrder } from '../api/orders';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';

/** 'Mark as shipped': carrier and tracking number, validated by the same schema as the server. */
export function ShipDialog({
  orderId,
  title,
  open,
  onOpenChange,
}: {
  orderId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const ship = useShipOrder();
  const form = useForm<ShipOrderInput>({
    resolver: zodResolver(shipOrderInputSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    ship.mutate(
      { id: orderId, ...values },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as shipped</DialogTitle>
          <DialogDescription>
            Add the tracking details for “{title}”. The buyer will see them.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={ship.isPending}>
          <FormField id={`${id}-carrier`} label="Carrier" error={errors.carrier}>
            {(control) => (
              <Input {...control} placeholder="USPS, UPS, FedEx…" {...form.register('carrier')} />
            )}
          </FormField>
          <FormField id={`${id}-tracking`} label="Tracking number" error={errors.trackingNumber}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('trackingNumber')} />}
          </FormField>
          <DialogFormFooter label="Mark as shipped" pendingLabel="Saving..." pending={ship.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
