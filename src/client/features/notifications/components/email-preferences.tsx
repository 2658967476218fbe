import { useId } from 'react';
import { NOTIFICATION_LABELS, NOTIFICATION_TYPES, type NotificationType } from '#shared/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Switch } from '#client/components/ui/switch';
import { useNotificationPreferences, useSavePreferences } from '../api/notifications';

/** "E-mail me about": one switch per notification type, each saved as soon as it is flipped. */
export function EmailPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();
  const id = useId();

  const set = (type: NotificationType, on: boolean) => save.mutate({ email: { [type]: on } });

  return (
    <Card className="mt-10">
      <CardHeader>
        <CardTitle>E-mail me about</CardTitle>
        <CardDescription>
          Everything is always shown here and on the bell. Choose which are also sent to your e-mail; every
          e-mail has a link to stop that kind.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!preferences.data ? (
          preferences.isError ? (
            <p className="text-sm text-gray-600">Your e-mail preferences could not be loaded.</p>
          ) : (
            <div role="status" aria-label="Loading preferences" className="grid gap-3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-6 w-full" />
              ))}
            </div>
          )
        ) : (
          <ul className="divide-y divide-gray-100">
            {NOTIFICATION_TYPES.map((type) => (
              <li key={type} className="flex items-center justify-between gap-4 py-3">
                <label htmlFor={`${id}-${type}`} className="text-sm text-gray-800">
                  {NOTIFICATION_LABELS[type]}
                </label>
                <Switch
                  id={`${id}-${type}`}
                  checked={preferences.data.email[type] ?? false}
                  onCheckedChange={(on) => set(type, on)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
