import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCents } from '#shared/money';
import { dollarsToCents } from '#shared/money';
import { offersApi } from '#shared/api/offers';
import { offerAboveSubtotalMessage } from '#shared/bundle-offers';
import { offerFormSchema } from '#shared/offers';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { queryOf } from '#client/lib/endpoints';
import { useMakeOffer } from './make-offer';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';

type OfferForm = z.input<ReturnType<typeof offerFormSchema>>;

/**
 * The offer dialog (docs/product/04-offers.md §4.1): an amount in dollars between $1 and the list price (step 0.01) and an
 * optional message. Only a signed-in person who is not the seller gets here (the page checks).
 * The server keeps one pending offer per buyer and listing, so a buyer with one already is told,
 * before sending, that the new offer replaces it.
 *
 * In bundle form (`bundle`: the bag's items of one seller) it makes one offer on all of them, bounded
 * by their total instead of a list price (docs/decisions/033-bundles.md, "Offers on a bundle").
 */
export function MakeOfferDialog({
  open,
  onOpenChange,
  listing,
  buyerId,
  bundle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing; in bundle form, the first item with the items' total as its price. */
  listing: { id: string; priceCents: number; title: string };
  buyerId: string;
  bundle?: { listingIds: readonly string[] } | undefined;
}) {
  const id = useId();
  const makeOffer = useMakeOffer();
  // The buyer's sent offers (the Offers page's query and address); refreshed after every offer.
  const sent = useQuery({ ...queryOf(offersApi.list, { query: { buyerId } }), enabled: open });
  const pending = bundle
    ? undefined
    : sent.data?.offers.find((o) => o.listingId === listing.id && o.status === 'pending');
  const form = useForm<OfferForm>({
    resolver: zodResolver(
      offerFormSchema(listing.priceCents, bundle ? offerAboveSubtotalMessage(listing.priceCents) : undefined),
    ),
    defaultValues: { amount: undefined, message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const offerCents = dollarsToCents(values.amount) ?? 0;
    const message = values.message?.trim() || null;
    makeOffer.mutate(
      bundle
        ? { listingIds: [...bundle.listingIds], offerCents, message }
        : { listingId: listing.id, buyerId, offerCents, message },
      {
        onSuccess: () => {
          toast({
            title: 'Offer sent!',
            description: `Your offer of ${formatCents(offerCents)} was sent. The seller has 48 hours to respond.`,
            variant: 'success',
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to submit offer'),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {bundle ? `Make an offer on these ${bundle.listingIds.length} items` : 'Make an Offer'}
          </DialogTitle>
          <DialogDescription>
            {bundle ? 'Together listed at' : 'Listed at'} {formatCents(listing.priceCents)}. If the seller
            accepts, you can check out at your price{bundle ? ', with one shipping charge' : ''}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={makeOffer.isPending}>
          {pending && (
            <p
              role="note"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              You already offered {formatCents(pending.offerCents)}. A new offer replaces it.
            </p>
          )}
          <FormField id={`${id}-amount`} label="Your offer ($)" error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={1}
                max={listing.priceCents / 100}
                step={0.01}
                placeholder="0.00"
                {...form.register('amount', { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField id={`${id}-message`} label="Message (optional)" error={errors.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="Say hello, or ask about shipping"
                {...form.register('message')}
              />
            )}
          </FormField>
          <DialogFormFooter label="Send Offer" pendingLabel="Sending..." pending={makeOffer.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
