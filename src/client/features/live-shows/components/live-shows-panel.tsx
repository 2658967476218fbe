import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ScheduleShowForm } from './schedule-show-form';
import { ShowLists } from './show-lists';

/** Lists beside the schedule form; the page and the home dashboard's 'Live Shows' tab share it. */
export function LiveShowsPanel({ compact = false }: { compact?: boolean }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <ShowLists compact={compact} />
        {compact && (
          <Link
            href="/live-shows"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            See all live shows
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Schedule a Live Show</CardTitle>
          <CardDescription>Sell in real time and answer buyers’ questions as they come in.</CardDescription>
        </CardHeader>
        <CardContent>
          <ScheduleShowForm />
        </CardContent>
      </Card>
    </div>
  );
}

/** The home dashboard's 'Live Shows' tab (docs/product/07-live-shows.md §7.1). */
export function LiveTabPanel() {
  return <LiveShowsPanel compact />;
}
