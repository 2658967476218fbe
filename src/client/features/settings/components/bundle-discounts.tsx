import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { bundleDiscountApi } from '#shared/api/bag';
import {
  bundleLabel,
  bundleMessages,
  MAX_BUNDLE_TIERS,
  tiersProblem,
  type BundleTier,
} from '#shared/bundle-rules';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { LISTING_READS } from '#client/lib/listing-reads';
import { call, invalidate, keyOf, queryOf } from '#client/lib/endpoints';

type Row = { minItems: string; percent: string };

const toRows = (tiers: readonly BundleTier[]): Row[] =>
  tiers.map((t) => ({ minItems: String(t.minItems), percent: String(t.percent) }));
// An empty or odd field becomes NaN, which tiersProblem and the server both refuse with their message.
const toTiers = (rows: readonly Row[]): BundleTier[] =>
  rows.map((r) => ({ minItems: Number(r.minItems || NaN), percent: Number(r.percent || NaN) }));

/** PUT /api/me/bundle-discount; the seller's listings and profile then show the new label. */
function useSaveTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiers: BundleTier[]) => call(bundleDiscountApi.put, { body: { tiers } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(keyOf(bundleDiscountApi.get), reply);
      toast({ title: bundleMessages.saved, variant: 'success' });
      return invalidate(queryClient, LISTING_READS);
    },
    onError: (error) => {
      toast({ title: errorMessage(error, 'Could not save your bundle discounts'), variant: 'destructive' });
    },
  });
}

/** The settings' "Bundle discounts": up to three tiers of "N+ items, P% off". */
export function BundleDiscounts() {
  const id = useId();
  const saved = useQuery(queryOf(bundleDiscountApi.get));
  const save = useSaveTiers();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    if (saved.data && rows === null) setRows(toRows(saved.data.tiers));
  }, [saved.data, rows]);

  const current = rows ?? [];
  const problem = tiersProblem(toTiers(current));
  const [showProblem, setShowProblem] = useState(false);
  const update = (i: number, change: Partial<Row>) =>
    setRows(current.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const addRow = () => {
    const last = current.at(-1);
    const next = last
      ? { minItems: String(Number(last.minItems) + 1), percent: String(Number(last.percent) + 5) }
      : { minItems: '2', percent: '10' };
    setRows([...current, next]);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!problem) save.mutate(toTiers(current));
  };
  const preview = problem ? null : bundleLabel(toTiers(current));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{bundleMessages.settingsTitle}</CardTitle>
        <CardDescription>{bundleMessages.settingsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows === null ? (
          <p className="text-sm text-gray-600">
            {saved.isError ? 'Could not load your bundle discounts.' : 'Loading…'}
          </p>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            {current.length === 0 && <p className="text-sm text-gray-600">{bundleMessages.noTiers}</p>}
            <ul className="grid gap-3">
              {current.map((row, i) => (
                <li key={i}>
                  <fieldset className="flex flex-wrap items-end gap-3">
                    <legend className="sr-only">Tier {i + 1}</legend>
                    <div className="grid gap-1.5">
                      <Label htmlFor={`${id}-items-${i}`}>Items (at least)</Label>
                      <Input
                        id={`${id}-items-${i}`}
                        inputMode="numeric"
                        className="w-28"
                        value={row.minItems}
                        aria-describedby={`${id}-error`}
                        onChange={(e) => update(i, { minItems: e.target.value })}
                      />
                    </div>
                    <div className="grid gap-1.5">
                      <Label htmlFor={`${id}-percent-${i}`}>Discount (%)</Label>
                      <Input
                        id={`${id}-percent-${i}`}
                        inputMode="numeric"
                        className="w-28"
                        value={row.percent}
                        aria-describedby={`${id}-error`}
                        onChange={(e) => update(i, { percent: e.target.value })}
                      />
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove tier ${i + 1}`}
                      onClick={() => setRows(current.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </fieldset>
                </li>
              ))}
            </ul>
            <FieldError id={`${id}-error`} message={showProblem ? (problem ?? undefined) : undefined} />
            {preview && <p className="text-sm text-gray-700">Buyers see: “{preview}”</p>}
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="outline"
                disabled={current.length >= MAX_BUNDLE_TIERS}
                onClick={addRow}
              >
                <Plus aria-hidden="true" />
                Add tier
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save bundle discounts'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
