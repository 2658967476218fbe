import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addressMessages,
  createAddressInputSchema,
  type Address,
  type CreateAddressInput,
} from '#shared/addresses';
import { errorMessage } from '#client/lib/api';
import { useCreateAddress, useUpdateAddress } from './addresses-api';

export type AddressFormValues = CreateAddressInput;
export type SavedAddressValues = z.output<typeof createAddressInputSchema>;

const blank: AddressFormValues = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  isDefault: false,
};

const valuesOf = (address: Address): AddressFormValues => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  state: address.state,
  zip: address.zip,
});

/**
 * One address form's state, wherever it shows (the settings dialog, checkout, the listing form's
 * ship-from section): the shared schema checks each field as the server will, and what the server
 * still refuses (the cap, a field it reads differently) comes back as `serverError`.
 */
export function useAddressForm(address?: Address) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AddressFormValues, unknown, SavedAddressValues>({
    resolver: zodResolver(createAddressInputSchema),
    values: address ? valuesOf(address) : blank,
  });

  /** Saves checked values: answers the saved address, or null with `serverError` set. */
  const save = async (values: SavedAddressValues): Promise<Address | null> => {
    setServerError(null);
    try {
      if (address) {
        const { isDefault: _unchanged, ...changes } = values;
        return (await update.mutateAsync({ id: address.id, changes })).address;
      }
      return (await create.mutateAsync(values)).address;
    } catch (error) {
      setServerError(errorMessage(error, addressMessages.saveFailed));
      return null;
    }
  };

  /** Checks every field (showing what is wrong): answers the values to save, or null. */
  const validated = () =>
    new Promise<SavedAddressValues | null>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(null))();
    });

  const reset = () => {
    form.reset();
    setServerError(null);
  };

  return {
    form,
    serverError,
    pending: create.isPending || update.isPending,
    save,
    validated,
    reset,
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
