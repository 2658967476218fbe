import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bagApi } from '#shared/api/bag';
import { bundleMessages } from '#shared/bundle-rules';
import type { BagReply } from '#shared/bundles';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, invalidate, keyOf, queryOf, readsOf } from '#client/lib/endpoints';

/**
 * The bag's calls, shared by the navigation's count, the listing page's button and the /bag page:
 * each change answers the whole bag, which becomes the cached GET /api/bag at once, so every count
 * and button on screen moves together.
 */

/** GET /api/bag, for a signed-in person only. */
export function useBag(enabled = true) {
  return useQuery({ ...queryOf(bagApi.get), enabled });
}

function useBagChange<T>(send: (input: T) => Promise<BagReply>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (bag) => {
      queryClient.setQueryData(keyOf(bagApi.get), bag);
      toast({ title: done, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: errorMessage(error, 'Could not update your bag'), variant: 'destructive' });
      // What failed may be stale on screen (sold meanwhile): read the bag again.
      return invalidate(queryClient, readsOf(bagApi));
    },
  });
}

/** POST /api/bag/items. */
export function useAddToBag() {
  return useBagChange((listingId: string) => call(bagApi.add, { body: { listingId } }), bundleMessages.added);
}

/** DELETE /api/bag/items/{listingId}. */
export function useRemoveFromBag() {
  return useBagChange(
    (listingId: string) => call(bagApi.remove, { params: { listingId } }),
    bundleMessages.removed,
  );
}

/** Whether this listing is in the bag (false while the bag is unknown). */
export function isInBag(bag: BagReply | undefined, listingId: string): boolean {
  return Boolean(bag?.groups.some((g) => g.items.some((i) => i.listingId === listingId)));
}
