import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plane } from 'lucide-react';
import { useId, useState } from 'react';
import { awayApi } from '#shared/api/away';
import {
  AWAY_MESSAGE_MAX,
  awayDateBounds,
  awayInputSchema,
  awayMessages,
  type AwayInput,
  type AwayState,
} from '#shared/away';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { LISTING_READS } from '#client/lib/listing-reads';
import { call, invalidate, keyOf, queryOf } from '#client/lib/endpoints';

/** PUT or DELETE /api/me/away; the seller's listings and profile then show (or drop) the notice. */
function useAwayChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AwayInput | null) =>
      input ? call(awayApi.put, { body: input }) : call(awayApi.delete, {}),
    onSuccess: (reply: AwayState) => {
      queryClient.setQueryData(keyOf(awayApi.get), reply);
      toast({ title: reply.awayUntil ? awayMessages.turnedOn : awayMessages.turnedOff, variant: 'success' });
      return invalidate(queryClient, LISTING_READS);
    },
    onError: (error) => {
      toast({ title: errorMessage(error, 'Could not change your away mode'), variant: 'destructive' });
    },
  });
}

/**
 * The settings' "Away mode": the day the seller is back (tomorrow to 90 days ahead; sent as that day's
 * UTC midnight, the day every notice names) and an optional note for buyers.
 */
export function AwayMode() {
  const id = useId();
  const saved = useQuery(queryOf(awayApi.get));
  const change = useAwayChange();
  const bounds = awayDateBounds();
  const [date, setDate] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const away = saved.data?.awayUntil ? saved.data : null;

  const turnOn = (event: React.FormEvent) => {
    event.preventDefault();
    if (!date) return setProblem(awayMessages.chooseDate);
    const input = { until: date, message };
    const checked = awayInputSchema.safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? awayMessages.badDate);
    setProblem(null);
    change.mutate(input, {
      onSuccess: () => {
        setDate('');
        setMessage('');
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{awayMessages.settingsTitle}</CardTitle>
        <CardDescription>{awayMessages.settingsHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {saved.isPending ? (
          <p className="text-sm text-gray-600">Loading…</p>
        ) : saved.isError ? (
          <p className="text-sm text-gray-600">Could not load your away mode.</p>
        ) : away ? (
          <div className="grid gap-3">
            <div
              role="status"
              className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <Plane className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">{awayMessages.notice(away.awayUntil!)}</p>
                {away.awayMessage && <p className="mt-1 break-words">“{away.awayMessage}”</p>}
              </div>
            </div>
            <div>
              <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(null)}>
                {change.isPending ? 'Saving...' : 'Turn off away mode'}
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={turnOn} className="grid gap-4" noValidate>
            <p className="text-sm text-gray-600">{awayMessages.notAway}</p>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-until`}>Back on</Label>
              <Input
                id={`${id}-until`}
                type="date"
                className="w-48"
                min={bounds.min}
                max={bounds.max}
                value={date}
                aria-describedby={`${id}-error`}
                onChange={(e) => setDate(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-message`}>Message for buyers (optional)</Label>
              <Textarea
                id={`${id}-message`}
                rows={2}
                maxLength={AWAY_MESSAGE_MAX}
                placeholder="Back after the holidays: orders ship the next day."
                value={message}
                aria-describedby={`${id}-error`}
                onChange={(e) => setMessage(e.target.value)}
              />
            </div>
            <FieldError id={`${id}-error`} message={problem ?? undefined} />
            <div>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Saving...' : 'Turn on away mode'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
