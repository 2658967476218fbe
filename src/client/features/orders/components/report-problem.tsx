import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CLAIM_MESSAGE_MAX_LENGTH,
  CLAIM_REASON_LABELS,
  createClaimInputSchema,
  type ClaimReason,
} from '#shared/claims';
import type { Order, OrdersRole } from '#shared/orders';
import { CharCounter, ReasonRadios } from '#client/components/report/reason-radios';
import { Button } from '#client/components/ui/button';
import { DialogFormFooter } from '#client/components/ui/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useCreateClaim } from '../api/claims';
import { claimCopy as copy } from '../claim-copy';
import { ClaimPhotosField } from './claim-photos-field';
import { day } from './order-countdown';

/**
 * Where the buyer stands with the claim window: 'open' when the server offers the `report` action;
 * 'later' (a shipped parcel not yet late) says from when the window opens (the order's claimWindow).
 */
export function claimWindowState(order: Order, role: OrdersRole, now: number): 'open' | 'later' | null {
  if (order.actions.includes('report')) return 'open';
  const window = order.claimWindow;
  if (role !== 'buyer' || !window || order.claim || order.status !== 'shipped') return null;
  return now < Date.parse(window.opensAt) ? 'later' : null;
}

/** "Not arrived yet? You can report it from <date>", while a shipped parcel is not late enough. */
export function ClaimOpensNote({ order, role, now }: { order: Order; role: OrdersRole; now: number }) {
  if (claimWindowState(order, role, now) !== 'later' || !order.claimWindow) return null;
  return <p className="text-sm text-gray-600">{copy.notArrivedYet(day(order.claimWindow.opensAt))}</p>;
}

/** The buyer's "Report a problem" button and its dialog, while the window is open. */
export function ReportProblemButton({ order, role, now }: { order: Order; role: OrdersRole; now: number }) {
  const [open, setOpen] = useState(false);
  if (claimWindowState(order, role, now) !== 'open') return null;
  return (
    <div>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <AlertTriangle aria-hidden="true" />
        {copy.reportProblem}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ReportProblemForm order={order} onDone={() => setOpen(false)} />}
      </Dialog>
    </div>
  );
}

/** A shipped parcel can only be reported as not received; a delivered one as anything else. */
export function claimReasonsFor(order: Order): ClaimReason[] {
  return order.status === 'shipped' ? ['not_received'] : ['not_as_described', 'damaged', 'wrong_item'];
}

/** The item choice meaning "the whole order" (never a listing id). */
const WHOLE_ORDER = 'whole-order';

function ReportProblemForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const id = useId();
  const create = useCreateClaim(order.id);
  const reasons = claimReasonsFor(order);
  const [reason, setReason] = useState<ClaimReason | null>(reasons.length === 1 ? reasons[0]! : null);
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; message?: string }>({});
  // A bundle's buyer says which item the problem is with, or that it is the whole parcel.
  const [about, setAbout] = useState<string>(WHOLE_ORDER);
  const bundle = order.items.length > 1;

  const submit = () => {
    const listingId = bundle && about !== WHOLE_ORDER ? about : undefined;
    const parsed = createClaimInputSchema.safeParse({
      reason: reason ?? undefined,
      message,
      photos,
      listingId,
    });
    if (!parsed.success) {
      const of = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ reason: of('reason'), message: of('message') });
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  };
  const busy = create.isPending || uploading;

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{copy.dialogTitle}</DialogTitle>
        <DialogDescription>{copy.dialogDescription}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!uploading) submit();
        }}
      >
        {bundle && (
          <ReasonRadios
            legend={copy.whichItem}
            name={`${id}-item`}
            options={[
              { value: WHOLE_ORDER, label: copy.wholeOrder },
              ...order.items.map((item) => ({ value: item.id, label: item.title })),
            ]}
            value={about}
            onChange={setAbout}
            disabled={create.isPending}
          />
        )}
        <ReasonRadios
          legend={copy.reason}
          name={`${id}-reason`}
          options={reasons.map((value) => ({ value, label: CLAIM_REASON_LABELS[value] }))}
          value={reason}
          onChange={setReason}
          error={errors.reason}
          disabled={create.isPending}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>{copy.description}</Label>
          <Textarea
            id={`${id}-message`}
            rows={4}
            required
            value={message}
            maxLength={CLAIM_MESSAGE_MAX_LENGTH}
            aria-invalid={!!errors.message}
            aria-describedby={errors.message ? `${id}-message-error ${id}-count` : `${id}-count`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <CharCounter id={`${id}-count`} length={message.length} max={CLAIM_MESSAGE_MAX_LENGTH} />
          <FieldError id={`${id}-message-error`} message={errors.message} />
        </div>
        <ClaimPhotosField
          value={photos}
          onChange={setPhotos}
          onBusy={setUploading}
          disabled={create.isPending}
        />
        {create.error && (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(create.error, copy.reportFailed)}
          </p>
        )}
        <DialogFormFooter label={copy.submit} pendingLabel={copy.submitting} pending={busy} />
      </form>
    </DialogContent>
  );
}
