import { useId, useState, type FormEvent } from 'react';
import { MIN_OFFER_CENTS } from '#shared/constants';
import { centsToDollarsInput, exactDollarsToCents, formatCents } from '#shared/money';
import { LIKERS_DISCOUNT_PERCENT, maxLikersOfferCents, offerMessages } from '#shared/offers';
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
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useOfferToLikers } from '../api/offer-to-likers';

/** What is wrong with an offer to likers typed as dollars, or null: at least $1, at most 10% below the price. */
export function likersAmountError(text: string, priceCents: number): string | null {
  const cents = exactDollarsToCents(text);
  if (cents === null || cents < MIN_OFFER_CENTS) return offerMessages.tooLow;
  return cents > maxLikersOfferCents(priceCents) ? offerMessages.likersOfferTooHigh : null;
}

/**
 * The seller's "Offer to likers": one price, prefilled at the most it may be, sent to
 * everyone who liked the listing; the server's refusals (sent less than 24 h ago, nobody liked it)
 * stay in the dialog.
 */
export function LikersOfferDialog({
  listing,
  likeCount,
  open,
  onOpenChange,
}: {
  listing: { id: string; priceCents: number; title: string };
  likeCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const send = useOfferToLikers();
  const [amount, setAmount] = useState(() => centsToDollarsInput(maxLikersOfferCents(listing.priceCents)));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problem = likersAmountError(amount, listing.priceCents);
    setAmountError(problem);
    if (problem) return;
    send.mutate(
      { listingId: listing.id, offerCents: exactDollarsToCents(amount)! },
      {
        onSuccess: ({ sent }) => {
          toast({ title: offerMessages.sentToLikers(sent), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => setRefusal(errorMessage(error, 'Please try again in a moment.')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Offer to likers</DialogTitle>
          <DialogDescription>
            {likeCount} {likeCount === 1 ? 'person likes' : 'people like'} {listing.title}. Each gets this
            price for 48 hours, at most {formatCents(maxLikersOfferCents(listing.priceCents))} (
            {LIKERS_DISCOUNT_PERCENT}% below the list price of {formatCents(listing.priceCents)}).
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={send.isPending}>
          {refusal && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {refusal}
            </p>
          )}
          <FormField
            id={`${id}-amount`}
            label="Price for likers ($)"
            error={amountError ? { message: amountError } : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </FormField>
          <DialogFormFooter label="Send" pendingLabel="Sending..." pending={send.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
