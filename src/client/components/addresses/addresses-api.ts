import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressInput, UpdateAddressInput } from '#shared/addresses';
import { addressesApi } from '#shared/api/addresses';
import { call, invalidate, queryOf, readsOf } from '#client/lib/endpoints';

/**
 * The signed-in person's address book: reading it, and each change, which refreshes it. Shared by
 * /settings, checkout (where the parcel goes) and the listing form (where it ships from).
 */

export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...queryOf(addressesApi.list), enabled });
}

function useAddressMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Saving or deleting one address can move the default to another, so the whole list is read again.
    onSuccess: () => invalidate(queryClient, readsOf(addressesApi)),
  });
}

export const useCreateAddress = () =>
  useAddressMutation((body: CreateAddressInput) => call(addressesApi.create, { body }));

export const useUpdateAddress = () =>
  useAddressMutation(({ id, changes }: { id: string; changes: UpdateAddressInput }) =>
    call(addressesApi.update, { params: { id }, body: changes }),
  );

export const useDeleteAddress = () =>
  useAddressMutation((id: string) => call(addressesApi.remove, { params: { id } }));
