import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  addressMessages,
  createAddressInputSchema,
  US_STATES,
  type Address,
  type CreateAddressInput,
} from '#shared/addresses';
import { Checkbox } from '#client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCreateAddress, useUpdateAddress } from '../api/addresses';

type FormValues = CreateAddressInput;
type SavedValues = z.output<typeof createAddressInputSchema>;

const blank: FormValues = { name: '', line1: '', line2: '', city: '', state: '', zip: '', isDefault: false };

const valuesOf = (address: Address): FormValues => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  state: address.state,
  zip: address.zip,
});

/**
 * Adds an address, or edits `address`: the shared schema checks each field as the server will, and
 * what the server still refuses (the cap) shows above the buttons.
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
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, SavedValues>({
    resolver: zodResolver(createAddressInputSchema),
    values: address ? valuesOf(address) : blank,
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setServerError(null);
    }
    onOpenChange(next);
  };

  const save = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (address) {
        const { isDefault: _unchanged, ...changes } = values;
        await update.mutateAsync({ id: address.id, changes });
      } else {
        await create.mutateAsync(values);
      }
      toast({ title: address ? addressMessages.updated : addressMessages.created, variant: 'success' });
      close(false);
    } catch (error) {
      setServerError(errorMessage(error, addressMessages.saveFailed));
    }
  });

  const text = (name: 'name' | 'line1' | 'line2' | 'city' | 'zip', label: string, extra: object) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => <Input {...control} {...extra} {...form.register(name)} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{address ? 'Edit address' : 'Add an address'}</DialogTitle>
          <DialogDescription>United States addresses only for now.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4" aria-busy={pending}>
          {text('name', 'Full name', { autoComplete: 'name', maxLength: ADDRESS_NAME_MAX_LENGTH })}
          {text('line1', 'Street address', {
            autoComplete: 'address-line1',
            maxLength: ADDRESS_LINE_MAX_LENGTH,
          })}
          {text('line2', 'Apartment, suite, etc. (optional)', {
            autoComplete: 'address-line2',
            maxLength: ADDRESS_LINE_MAX_LENGTH,
          })}
          {text('city', 'City', { autoComplete: 'address-level2', maxLength: ADDRESS_CITY_MAX_LENGTH })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-state`} label="State" error={errors.state}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="state"
                  render={({ field: { value, onChange, onBlur, ref } }) => (
                    <Select value={value} onValueChange={onChange} name="state" autoComplete="address-level1">
                      <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
                        <SelectValue placeholder="Choose a state" />
                      </SelectTrigger>
                      <SelectContent>
                        {US_STATES.map((s) => (
                          <SelectItem key={s.code} value={s.code}>
                            {s.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            {text('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
          </div>
          {!address && !isFirst && (
            <div className="flex items-center gap-2">
              <Controller
                control={form.control}
                name="isDefault"
                render={({ field: { value, onChange } }) => (
                  <Checkbox
                    id={`${id}-default`}
                    checked={value === true}
                    onCheckedChange={(checked) => onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor={`${id}-default`}>Make this my default address</Label>
            </div>
          )}
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {serverError}
            </p>
          )}
          <DialogFormFooter label="Save address" pendingLabel="Saving..." pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
