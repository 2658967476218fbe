import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressInput, UpdateAddressInput } from '#shared/addresses';
import { addressesApi } from '#shared/api/addresses';
import { call, invalidate, queryOf, readsOf } from '#client/lib/endpoints';

/** The signed-in person's address book: reading it, and each change, which refreshes it. */

export function useAddresses() {
  return useQuery(queryOf(addressesApi.list));
}

function useAddressMutation<I>(fn: (input: I) => Promise<unknown>) {
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
