import { FlaskConical, Lock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  cardMessages,
  isCardExpired,
  normalizeCardNumber,
  passesLuhn,
  type LocalConfirmReply,
} from '#shared/checkout';
import { formatCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorCode, errorMessage } from '#client/lib/api';
import { useConfirmLocalPayment } from '../api/checkout';
import { formatCardNumber, formatExpiry, parseExpiry, TEST_CARDS } from '../lib/card-format';
import { isStaleCheckout } from '../lib/stale-checkout';

/** Why the page replaces the form; `restart` offers to start a new checkout at the current terms. */
export type ClosedCheckout = { title: string; message: string; restart?: boolean };

type Errors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** The same checks the server makes, so a typo is caught before a round trip. */
function validate(number: string, expiry: string, cvc: string): Errors {
  const errors: Errors = {};
  if (!passesLuhn(normalizeCardNumber(number))) errors.number = cardMessages.numberInvalid;
  const exp = parseExpiry(expiry);
  if (!exp || exp.expMonth < 1 || exp.expMonth > 12) errors.expiry = cardMessages.expiryInvalid;
  else if (isCardExpired(exp.expMonth, exp.expYear)) errors.expiry = cardMessages.expired;
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = cardMessages.cvcInvalid;
  return errors;
}

/**
 * The local provider's card form (docs/product/12-engineering.md §12.1 payments, decision 003): test mode, no money moves, and the
 * page says so. A declined card keeps the form as it is, ready for another card, as Stripe's does.
 */
export function LocalCardForm({
  clientSecret,
  totalAmount,
  onPaid,
  onClosed,
}: {
  clientSecret: string;
  totalAmount: number;
  onPaid: (reply: LocalConfirmReply) => void;
  /** The checkout cannot go on (sold meanwhile, refunded, ended): the page explains why. */
  onClosed: (outcome: ClosedCheckout) => void;
}) {
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const confirm = useConfirmLocalPayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(number, expiry, cvc);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const exp = parseExpiry(expiry)!;
    confirm.mutate(
      { clientSecret, card: { number: normalizeCardNumber(number), ...exp, cvc } },
      {
        onSuccess: (reply) => {
          if (reply.status === 'succeeded') return onPaid(reply);
          if (reply.refunded) return onClosed({ title: 'Payment Refunded', message: reply.message });
          toast({ title: 'Payment Failed', description: reply.message, variant: 'destructive' });
          numberRef.current?.select();
        },
        onError: (error) => {
          const message = errorMessage(error, 'Your payment could not be completed. Please try again.');
          // The listing changed or the checkout expired: nothing was charged, the buyer starts again.
          if (isStaleCheckout(error)) return onClosed({ title: 'Checkout Expired', message, restart: true });
          // Sold meanwhile, taken down, or no longer open: this checkout cannot be paid.
          if (errorCode(error) === 'CONFLICT') return onClosed({ title: 'Checkout Error', message });
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const field = (name: keyof Errors) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={confirm.isPending}>
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <p className="font-semibold">Test mode — no money moves.</p>
          <p className="mt-0.5">Use 4242 4242 4242 4242 with any future date and any CVC.</p>
          <ul className="mt-2 grid gap-0.5 text-amber-800">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono">{card.number}</span> {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-number`}>Card number</Label>
        <Input
          ref={numberRef}
          id={`${id}-number`}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          className="font-mono tracking-wide"
          {...field('number')}
        />
        <FieldError id={`${id}-number-error`} message={errors.number} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-expiry`}>Expiry date (MM/YY)</Label>
          <Input
            id={`${id}-expiry`}
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
            {...field('expiry')}
          />
          <FieldError id={`${id}-expiry-error`} message={errors.expiry} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input
            id={`${id}-cvc`}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            {...field('cvc')}
          />
          <FieldError id={`${id}-cvc-error`} message={errors.cvc} />
        </div>
      </div>

      <Button type="submit" size="lg" disabled={confirm.isPending} className="w-full">
        <Lock aria-hidden="true" />
        {confirm.isPending ? 'Processing...' : `Pay ${formatCents(totalAmount)}`}
      </Button>
    </form>
  );
}
