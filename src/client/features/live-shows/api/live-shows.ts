import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '#shared/api/endpoint';
import { liveShowsApi } from '#shared/api/live-shows';
import type { CreateLiveShowInput, CreateQuestionInput, LiveShow, Question } from '#shared/live-shows';
import { call, keyOf, queryOf } from '#client/lib/endpoints';

/** The cache keys of one show and of the list, from the endpoints that answer them. */
export const liveShowKeys = {
  all: keyOf(liveShowsApi.list),
  show: (id: string) => keyOf(liveShowsApi.get, { params: { id } }),
  questions: (id: string) => keyOf(liveShowsApi.questions, { params: { showId: id } }),
};

type ShowReply = ReplyOf<typeof liveShowsApi.get>;
type QuestionsReply = ReplyOf<typeof liveShowsApi.questions>;

// Without an open event stream the lists would never change; a gentle refresh keeps "Live now" honest.
const LIST_REFRESH_MS = 30_000;

export function useLiveShows() {
  return useQuery({
    ...queryOf(liveShowsApi.list),
    select: (data) => data.shows,
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function useLiveShow(id: string, pollMs: number | false) {
  return useQuery({
    ...queryOf(liveShowsApi.get, { params: { id } }),
    select: (data) => data.show,
    refetchInterval: pollMs,
  });
}

/** Questions of one show; `pollMs` is the fallback when the event stream is not connected. */
export function useQuestions(id: string, pollMs: number | false) {
  return useQuery({
    ...queryOf(liveShowsApi.questions, { params: { showId: id } }),
    select: (data) => data.questions,
    refetchInterval: pollMs,
  });
}

/** Only the list changes when a show is scheduled; the show's own page is not open yet. */
const refreshList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: liveShowKeys.all, exact: true });

export function useScheduleShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLiveShowInput) => call(liveShowsApi.create, { body: input }),
    onSuccess: () => refreshList(queryClient),
  });
}

/** Go Live / End Show (host only). The answer replaces the cached show at once. */
export function useChangeShowStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'end') => call(liveShowsApi[action], { params: { id } }),
    onSuccess: (data) => {
      queryClient.setQueryData(liveShowKeys.show(id), data);
      return refreshList(queryClient);
    },
  });
}

export function useAskQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQuestionInput) =>
      call(liveShowsApi.ask, { params: { showId: id }, body: input }),
    onSuccess: (data) => addQuestion(queryClient, id, data.question),
  });
}

/** Adds a question to the cache once (the asker hears it from the POST and from the stream). */
export function addQuestion(queryClient: QueryClient, showId: string, question: Question): void {
  let added = false;
  queryClient.setQueryData<QuestionsReply>(liveShowKeys.questions(showId), (old) => {
    if (!old || old.questions.some((q) => q.id === question.id)) return old;
    added = true;
    return { questions: [...old.questions, question] };
  });
  if (!added) return;
  queryClient.setQueryData<ShowReply>(liveShowKeys.show(showId), (old) =>
    old ? { show: { ...old.show, questionCount: old.show.questionCount + 1 } } : old,
  );
}

/** Merges a pushed change into the cached show. */
export function patchShow(queryClient: QueryClient, showId: string, patch: Partial<LiveShow>): void {
  queryClient.setQueryData<ShowReply>(liveShowKeys.show(showId), (old) =>
    old ? { show: { ...old.show, ...patch } } : old,
  );
}
