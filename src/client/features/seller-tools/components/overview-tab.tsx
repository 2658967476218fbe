import {
  Download,
  Heart,
  MessageCircle,
  Plus,
  Radio,
  ShoppingBag,
  HandCoins,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import type { ActivityItem, ActivityType } from '#shared/seller-stats';
import { buttonClass } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { activitySentence, timeAgo } from '../lib/format';

const QUICK_ACTIONS: { label: string; href: string; icon: LucideIcon; primary?: boolean }[] = [
  { label: 'Create New Listing', href: '/create-listing', icon: Plus, primary: true },
  { label: 'Import Items', href: '/import', icon: Download },
  { label: 'Start Live Show', href: '/live-shows', icon: Radio },
];

const ACTIVITY_ICONS: Record<ActivityType, { icon: LucideIcon; tone: string }> = {
  offer: { icon: HandCoins, tone: 'bg-amber-50 text-amber-700' },
  sale: { icon: ShoppingBag, tone: 'bg-emerald-50 text-emerald-700' },
  like: { icon: Heart, tone: 'bg-rose-50 text-rose-700' },
  comment: { icon: MessageCircle, tone: 'bg-sky-50 text-sky-700' },
};

/** Overview (docs/product/08-seller-tools.md §8.1): the three quick actions and the seller's recent activity. */
export function OverviewTab({ activity }: { activity: ActivityItem[] | undefined }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {QUICK_ACTIONS.map(({ label, href, icon: Icon, primary }) => (
            <Link
              key={href}
              href={href}
              className={buttonClass(primary ? 'primary' : 'outline', 'md', 'w-full justify-start')}
            >
              <Icon aria-hidden="true" />
              {label}
            </Link>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
          <CardDescription>Offers, sales, likes and questions on your listings.</CardDescription>
        </CardHeader>
        <CardContent>
          <ActivityList activity={activity} />
        </CardContent>
      </Card>
    </div>
  );
}

function ActivityList({ activity }: { activity: ActivityItem[] | undefined }) {
  if (!activity) {
    return (
      <div role="status" aria-label="Loading recent activity" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (activity.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">
        No activity yet. Likes, questions, offers and sales on your listings will show up here.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-gray-100">
      {activity.map((item) => {
        const { icon: Icon, tone } = ACTIVITY_ICONS[item.type];
        return (
          <li
            key={`${item.type}-${item.listingId}-${item.actorHandle}-${item.at}`}
            className="flex items-start gap-3 py-3"
          >
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-gray-900">{activitySentence(item)}</p>
              <Link
                href={`/listing/${item.listingId}`}
                className="block truncate text-sm text-brand-700 hover:underline"
              >
                {item.listingTitle}
              </Link>
            </div>
            <time dateTime={item.at} className="shrink-0 text-xs text-gray-500">
              {timeAgo(item.at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
