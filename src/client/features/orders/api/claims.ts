import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimsApi } from '#shared/api/claims';
import { pathOf } from '#shared/api/endpoint';
import { imagesApi } from '#shared/api/images';
import { ordersApi } from '#shared/api/orders';
import { claimMessages, type Claim, type CreateClaimInput, type RespondClaimInput } from '#shared/claims';
import { RETURN_STATUS_WORDS } from '../claim-copy';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, invalidate, keyOf, queryOf, readsOf } from '#client/lib/endpoints';

/** GET /api/claims/{id}: the whole claim as the viewer's side sees it. */
export function useClaim(id: string | null) {
  return useQuery({
    ...queryOf(claimsApi.get, { params: { id: id ?? '' } }),
    select: (data) => data.claim,
    enabled: !!id,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * After any step of a claim: the claim's answer shows at once, and the order (whose status, timer
 * and claim summary moved) and the order lists are read again.
 */
function useShowClaim() {
  const queryClient = useQueryClient();
  return (claim: Claim) => {
    queryClient.setQueryData(keyOf(claimsApi.get, { params: { id: claim.id } }), { claim });
    return invalidate(queryClient, readsOf(ordersApi, claimsApi));
  };
}

/**
 * POST /api/orders/{id}/claims (the buyer). Errors are left to the dialog, which shows the server's
 * words in it (window closed, already reported, …).
 */
export function useCreateClaim(orderId: string) {
  const show = useShowClaim();
  return useMutation({
    mutationFn: (input: CreateClaimInput) => call(claimsApi.create, { params: { id: orderId }, body: input }),
    onSuccess: ({ claim }) => {
      toast({ title: claimMessages.reported, variant: 'success' });
      return show(claim);
    },
  });
}

/** POST /api/claims/{id}/respond (the seller, while the claim waits for them). Errors stay in the dialog. */
export function useRespondToClaim(claimId: string) {
  const show = useShowClaim();
  return useMutation({
    mutationFn: (input: RespondClaimInput) =>
      call(claimsApi.respond, { params: { id: claimId }, body: input }),
    onSuccess: ({ claim }) => {
      toast({ title: claimMessages.answered, variant: 'success' });
      return show(claim);
    },
  });
}

/** POST /api/claims/{id}/test-return-tracking: test mode's carrier scan for the parcel on its way back. */
export function useAdvanceTestReturn(claimId: string) {
  const show = useShowClaim();
  return useMutation({
    mutationFn: () => call(claimsApi.advanceTestReturn, { params: { id: claimId } }),
    onSuccess: ({ claim }) => {
      const step = claim.returnShipment?.status;
      toast({ title: step ? RETURN_STATUS_WORDS[step] : 'Parcel moved', variant: 'success' });
      return show(claim);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to move the parcel'),
        variant: 'destructive',
      }),
  });
}

/** One photo through the app's upload endpoint (POST /api/upload-images), as the profile photo goes. */
export async function uploadClaimPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('images', file, file.name);
  const answer = await call(imagesApi.upload, { body: form });
  const url = answer.images?.[0]?.url;
  if (!url) throw new Error(answer.errors?.[0] ?? 'Failed to upload images');
  return url;
}

/** The return label's PDF (the buyer's), served under the claim. */
export const returnLabelHref = (claimId: string) => pathOf(claimsApi.returnLabel, { id: claimId });
