import { Radio, Square } from 'lucide-react';
import type { LiveShow } from '#shared/live-shows';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useChangeShowStatus } from '../api/live-shows';

/** Go Live / End Show, shown to the host only (the server checks again). */
export function HostControls({ show }: { show: LiveShow }) {
  const change = useChangeShowStatus(show.id);
  const run = (action: 'start' | 'end') =>
    change.mutate(action, {
      onSuccess: () =>
        toast({
          title: action === 'start' ? 'You are live!' : 'Show ended',
          description:
            action === 'start' ? 'Viewers can see your show and ask questions now.' : 'Thanks for hosting.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'The show could not be updated. Please try again.'),
          variant: 'destructive',
        }),
    });

  if (show.status === 'ended') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3">
      <p className="mr-auto text-sm font-medium text-brand-900">You are the host of this show.</p>
      {show.status === 'scheduled' ? (
        <Button
          onClick={() => run('start')}
          disabled={change.isPending}
          className="bg-red-600 hover:bg-red-700"
        >
          <Radio aria-hidden="true" />
          Go Live
        </Button>
      ) : (
        <Button variant="outline" onClick={() => run('end')} disabled={change.isPending}>
          <Square aria-hidden="true" />
          End Show
        </Button>
      )}
    </div>
  );
}
