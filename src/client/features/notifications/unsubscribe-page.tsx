import { useMutation, useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { notificationsApi } from '#shared/api/notifications';
import { notificationMessages } from '#shared/notifications';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/api';
import { call, queryOf } from '#client/lib/endpoints';
import { usePageMeta } from '#client/lib/page-meta';

/**
 * /unsubscribe?token=…: where an e-mail's "Unsubscribe" link lands, signed in or not. Opening the page
 * changes nothing (link scanners open links too); the button posts the same one-click request a mail
 * provider sends from the List-Unsubscribe header.
 */
export default function UnsubscribePage() {
  usePageMeta('Unsubscribe', 'Stop one kind of e-mail from Rethread.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // Without a token there is nothing to ask the server: the link was cut short or typed by hand.
  const info = useQuery({
    ...queryOf(notificationsApi.unsubscribeInfo, { query: { token } }),
    retry: false,
    enabled: token !== '',
  });
  const stop = useMutation({
    mutationFn: () =>
      call(notificationsApi.unsubscribe, {
        query: { token },
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      }),
  });
  const state = stop.data ?? info.data;

  return (
    <div className="mx-auto max-w-lg px-4 pt-12 pb-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <MailX aria-hidden="true" className="size-8 text-brand-700" />
        <h1 className="mt-3 text-xl font-semibold text-gray-900">E-mail preferences</h1>
        {token === '' || info.isError ? (
          <p role="alert" className="mt-2 text-red-700">
            {token === ''
              ? notificationMessages.unsubscribeInvalid
              : errorMessage(info.error, 'This unsubscribe link could not be checked. Please try again.')}
          </p>
        ) : !state ? (
          <Skeleton className="mt-4 h-16" />
        ) : state.subscribed ? (
          <>
            <p className="mt-2 text-gray-700">
              Stop e-mails when: <strong>{state.label.toLowerCase()}</strong>? You will still see these in
              your notifications on Rethread.
            </p>
            {stop.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {errorMessage(stop.error, 'Unsubscribing did not work. Please try again.')}
              </p>
            )}
            <Button className="mt-5" onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          </>
        ) : (
          <p role="status" className="mt-2 text-gray-700">
            You are unsubscribed: no more e-mails when {state.label.toLowerCase()}. You will still see these
            in your notifications on Rethread.
          </p>
        )}
        <p className="mt-6 text-sm text-gray-600">
          <Link href="/settings" className="font-medium text-brand-700 underline underline-offset-2">
            Choose every e-mail you get in Settings
          </Link>
        </p>
      </div>
    </div>
  );
}
