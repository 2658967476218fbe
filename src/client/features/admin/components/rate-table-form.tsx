import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '#shared/admin';
import { centsToDollarsInput } from '#shared/money';
import { PARCEL_SIZE_LABELS, PARCEL_SIZES, type ParcelSize } from '#shared/shipping';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { useUpdateRates } from '../api/tables';
import { dollarsInputToCents } from '../lib/amounts';
import { DialogError, NoteField, noteError } from './note-field';
import { TableField } from './table-field';

type Rates = Record<ParcelSize, number>;

const toText = (rates: Rates) =>
  Object.fromEntries(PARCEL_SIZES.map((size) => [size, centsToDollarsInput(rates[size])])) as Record<
    ParcelSize,
    string
  >;

/** A rate as typed → cents between $0 and $1,000, or null. */
function parse(text: string): number | null {
  const cents = dollarsInputToCents(text);
  return cents !== null && cents <= 100_000 ? cents : null;
}

/** The shipping-rate table: what a label of each parcel size costs, in dollars. */
export function RateTableForm({ rates }: { rates: Rates }) {
  const id = useId();
  const save = useUpdateRates();
  const [text, setText] = useState(() => toText(rates));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const values = Object.fromEntries(PARCEL_SIZES.map((size) => [size, parse(text[size])])) as Record<
    ParcelSize,
    number | null
  >;
  const noteProblem = noteError(note);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noteProblem || PARCEL_SIZES.some((size) => values[size] === null)) return;
    save.mutate(
      { rates: values as Rates, note: note.trim() },
      {
        onSuccess: ({ rates: saved }) => {
          setText(toText(saved));
          setNote('');
          setTried(false);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping rates</CardTitle>
        <CardDescription>Applies to checkouts from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Shipping-rate table"
          className="grid gap-4"
          aria-busy={save.isPending}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {PARCEL_SIZES.map((size) => (
              <TableField
                key={size}
                id={`${id}-${size}`}
                label={`${PARCEL_SIZE_LABELS[size]} ($)`}
                value={text[size]}
                onChange={(value) => setText((t) => ({ ...t, [size]: value }))}
                error={tried && values[size] === null ? adminMessages.rateInvalid : undefined}
              />
            ))}
          </div>
          <NoteField
            id={`${id}-note`}
            value={note}
            onChange={setNote}
            error={tried ? noteProblem : undefined}
          />
          {save.isError && (
            <DialogError message={errorMessage(save.error, 'The rates could not be saved.')} />
          )}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save rates'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
