import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { earningsApi } from '#shared/api/earnings';
import { earningsMessages, type TestBankAccountInput } from '#shared/earnings';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, keyOf, queryOf } from '#client/lib/endpoints';

/** GET /api/payout-account: where payouts go, and which provider (local test bank or Stripe). */
export function usePayoutAccount() {
  return useQuery({
    ...queryOf(earningsApi.account),
    // Coming back from Stripe's onboarding must show what Stripe now says, not a cached 'pending'.
    staleTime: 0,
    refetchOnMount: 'always',
    select: (data) => data.account,
  });
}

/**
 * POST /api/payout-account (local provider): saves the test bank account; the answer replaces the
 * cached account, so the card turns to 'Payouts go to •••• 6789' at once. Errors are left to the form.
 */
export function useSaveTestBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestBankAccountInput) => call(earningsApi.saveTestBankAccount, { body: input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(keyOf(earningsApi.account), reply);
      toast({ title: earningsMessages.accountSaved, variant: 'success' });
    },
  });
}

/**
 * POST /api/payout-account/onboarding (Stripe): a one-time link to Stripe's hosted onboarding, which
 * the browser follows. Stripe sends the seller back to the URL the server gave it.
 */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => call(earningsApi.onboarding),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Could not open Stripe',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      }),
  });
}
