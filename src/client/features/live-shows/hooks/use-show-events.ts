import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathOf } from '#shared/api/endpoint';
import { liveShowsApi } from '#shared/api/live-shows';
import type { LiveShowEvent } from '#shared/live-shows';
import { addQuestion, liveShowKeys, patchShow } from '../api/live-shows';

/**
 * Subscribes to a show's Server-Sent Events and writes what arrives into the query cache, so the
 * questions, status and viewer count update without a reload. Answers whether the stream is open;
 * when it is not (blocked, proxy, server restart) the page polls instead.
 */
export function useShowEvents(showId: string, enabled: boolean): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(pathOf(liveShowsApi.events, { id: showId }));
    const read = (event: MessageEvent<string>): LiveShowEvent | null => {
      try {
        return JSON.parse(event.data) as LiveShowEvent;
      } catch {
        return null;
      }
    };
    source.onopen = () => {
      setConnected(true);
      // Anything said while we were disconnected is fetched once; the stream carries the rest.
      void queryClient.invalidateQueries({ queryKey: liveShowKeys.questions(showId) });
      // The show may have been read before this stream counted as a viewer.
      void queryClient.invalidateQueries({ queryKey: liveShowKeys.show(showId), exact: true });
    };
    source.onerror = () => setConnected(false);
    source.addEventListener('question', (e) => {
      const data = read(e);
      if (data?.type === 'question') addQuestion(queryClient, showId, data.question);
    });
    source.addEventListener('status', (e) => {
      const data = read(e);
      if (data?.type !== 'status') return;
      patchShow(queryClient, showId, {
        status: data.status,
        startedAt: data.startedAt,
        endedAt: data.endedAt,
      });
      void queryClient.invalidateQueries({ queryKey: liveShowKeys.all, exact: true });
    });
    source.addEventListener('viewers', (e) => {
      const data = read(e);
      if (data?.type === 'viewers') patchShow(queryClient, showId, { viewerCount: data.viewerCount });
    });
    return () => {
      source.close();
      setConnected(false);
    };
  }, [showId, enabled, queryClient]);

  return { connected };
}
