import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { adminMessages, type feeTableSchema } from '#shared/admin';
import { centsToDollarsInput } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { useUpdateFees } from '../api/tables';
import { bpsToPercentInput, dollarsInputToCents, percentInputToBps } from '../lib/amounts';
import { DialogError, NoteField, noteError } from './note-field';
import { TableField } from './table-field';

type FeeTable = z.infer<typeof feeTableSchema>;
type Key = keyof FeeTable;

/** Each field: its label, whether it is a percentage (bps) or dollars (cents), and its upper bound. */
const FIELDS: { key: Key; label: string; unit: 'percent' | 'dollars' }[] = [
  { key: 'sellerPercentBps', label: 'Seller fee (%)', unit: 'percent' },
  { key: 'lowPriceFlatFeeCents', label: 'Flat fee on low prices ($)', unit: 'dollars' },
  { key: 'lowPriceThresholdCents', label: 'Low price below ($)', unit: 'dollars' },
  { key: 'buyerProtectionBps', label: 'Buyer protection (%)', unit: 'percent' },
  { key: 'buyerProtectionCapCents', label: 'Buyer protection cap ($)', unit: 'dollars' },
];

const toText = (fees: FeeTable) =>
  Object.fromEntries(
    FIELDS.map(({ key, unit }) => [
      key,
      unit === 'percent' ? bpsToPercentInput(fees[key]) : centsToDollarsInput(fees[key]),
    ]),
  ) as Record<Key, string>;

/** A field as typed → bps (0–100%) or cents ($0–$1,000); null when out of bounds or not a number. */
function parse(unit: 'percent' | 'dollars', text: string): number | null {
  const value = unit === 'percent' ? percentInputToBps(text) : dollarsInputToCents(text);
  if (value === null) return null;
  return value <= (unit === 'percent' ? 10_000 : 100_000) ? value : null;
}

/** The fee table: percentages and dollars as people read them, bps and cents as the API keeps them. */
export function FeeTableForm({ fees }: { fees: FeeTable }) {
  const id = useId();
  const save = useUpdateFees();
  const [text, setText] = useState(() => toText(fees));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const values = Object.fromEntries(FIELDS.map(({ key, unit }) => [key, parse(unit, text[key])])) as Record<
    Key,
    number | null
  >;
  const noteProblem = noteError(note);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noteProblem || FIELDS.some(({ key }) => values[key] === null)) return;
    save.mutate(
      { ...(values as FeeTable), note: note.trim() },
      {
        onSuccess: ({ fees: saved }) => {
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
        <CardTitle>Fees</CardTitle>
        <CardDescription>Applies to sales from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Fee table"
          className="grid gap-4"
          aria-busy={save.isPending}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ key, label }) => (
              <TableField
                key={key}
                id={`${id}-${key}`}
                label={label}
                value={text[key]}
                onChange={(value) => setText((t) => ({ ...t, [key]: value }))}
                error={tried && values[key] === null ? adminMessages.feesInvalid : undefined}
              />
            ))}
          </div>
          <NoteField
            id={`${id}-note`}
            value={note}
            onChange={setNote}
            error={tried ? noteProblem : undefined}
          />
          {save.isError && <DialogError message={errorMessage(save.error, 'The fees could not be saved.')} />}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save fees'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
