import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveShow, Question } from '../../../../shared/live-shows';
import { api } from '../../../lib/api';

/** Query keys follow the API paths (the default query function joins them with '/'). */
export const liveShowKeys = {
  all: ['/api/live-shows'] as const,
  show: (id: string) => ['/api/live-shows', id] as const,
  questions: (id: string) => ['/api/live-shows', id, 'questions'] as const,
};

// Without an open event stream the lists would never change; a gentle refresh keeps "Live now" honest.
const LIST_REFRESH_MS = 30_000;

export function useLiveShows() {
  return useQuery({
    queryKey: liveShowKeys.all,
    queryFn: () => api.get<{ shows: LiveShow[] }>('/api/live-shows'),
    select: (data) => data.shows,
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function useLiveShow(id: string, pollMs: number | false) {
  return useQuery({
    queryKey: liveShowKeys.show(id),
    queryFn: () => api.get<{ show: LiveShow }>(`/api/live-shows/${encodeURIComponent(id)}`),
    select: (data) => data.show,
    refetchInterval: pollMs,
  });
}

/** Questions of one show; `pollMs` is the fallback when the event stream is not connected. */
export function useQuestions(id: string, pollMs: number | false) {
  return useQuery({
    queryKey: liveShowKeys.questions(id),
    queryFn: () => api.get<{ questions: Question[] }>(`/api/live-shows/${encodeURIComponent(id)}/questions`),
    select: (data) => data.questions,
    refetchInterval: pollMs,
  });
}

export type ScheduleShowInput = { title: string; startAt: string; streamUrl: string | null; hostId: string };

export function useScheduleShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleShowInput) => api.post<{ show: LiveShow }>('/api/live-shows', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveShowKeys.all, exact: true }),
  });
}

/** Go Live / End Show (host only). The answer replaces the cached show at once. */
export function useChangeShowStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'end') =>
      api.patch<{ show: LiveShow }>(`/api/live-shows/${encodeURIComponent(id)}/${action}`),
    onSuccess: (data) => {
      queryClient.setQueryData(liveShowKeys.show(id), data);
      return queryClient.invalidateQueries({ queryKey: liveShowKeys.all, exact: true });
    },
  });
}

export function useAskQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; authorId: string }) =>
      api.post<{ question: Question }>(`/api/live-shows/${encodeURIComponent(id)}/questions`, input),
    onSuccess: (data) => addQuestion(queryClient, id, data.question),
  });
}

/** Adds a question to the cache once (the asker hears it from the POST and from the stream). */
export function addQuestion(queryClient: QueryClient, showId: string, question: Question): void {
  let added = false;
  queryClient.setQueryData<{ questions: Question[] }>(liveShowKeys.questions(showId), (old) => {
    if (!old || old.questions.some((q) => q.id === question.id)) return old;
    added = true;
    return { questions: [...old.questions, question] };
  });
  if (!added) return;
  queryClient.setQueryData<{ show: LiveShow }>(liveShowKeys.show(showId), (old) =>
    old ? { show: { ...old.show, questionCount: old.show.questionCount + 1 } } : old,
  );
}

/** Merges a pushed change into the cached show. */
export function patchShow(queryClient: QueryClient, showId: string, patch: Partial<LiveShow>): void {
  queryClient.setQueryData<{ show: LiveShow }>(liveShowKeys.show(showId), (old) =>
    old ? { show: { ...old.show, ...patch } } : old,
  );
}
