import { LogIn, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { liveShowMessages, QUESTION_MAX_LENGTH, type LiveShow } from '#shared/live-shows';
import { Button, buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FieldError, Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { loginPath } from '#client/lib/navigation';
import { useAskQuestion, useQuestions } from '../api/live-shows';
import { formatQuestionTime } from '../lib/format';

/**
 * A show's questions, newest at the bottom as they arrive, and the box to ask one (docs/product/07-live-shows.md §7.1, §7.5).
 * New questions come from the event stream; `pollMs` is the fallback when it is not connected.
 */
export function QuestionsPanel({ show, pollMs }: { show: LiveShow; pollMs: number | false }) {
  const id = useId();
  const [path] = useLocation();
  const { user } = useUser();
  const questions = useQuestions(show.id, pollMs);
  const ask = useAskQuestion(show.id);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const listRef = useRef<HTMLOListElement>(null);
  const count = questions.data?.length ?? 0;

  // Keep the newest question in view as they stream in.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const text = body.trim();
    if (!text) return setProblem(liveShowMessages.questionEmpty);
    if (text.length > QUESTION_MAX_LENGTH) return setProblem(liveShowMessages.questionTooLong);
    setProblem(undefined);
    ask.mutate(
      { body: text, authorId: user.id },
      {
        onSuccess: () => setBody(''),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Your question could not be sent. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">
        Questions <span className="text-sm font-normal text-gray-500">({count})</span>
      </h2>
      <div className="mt-4 min-h-24">
        {questions.isPending ? (
          <div role="status" aria-label="Loading questions" className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : questions.isError ? (
          <p className="text-sm text-gray-600">Questions could not be loaded.</p>
        ) : count === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
            No questions yet. Ask the first one!
          </p>
        ) : (
          <ol
            ref={listRef}
            aria-label="Questions"
            aria-live="polite"
            className="grid max-h-96 gap-2 overflow-y-auto pr-1"
          >
            {questions.data.map((q) => (
              <li key={q.id} className="rounded-lg bg-gray-50 px-3 py-2">
                <p className="text-xs text-gray-500">
                  <span className="font-semibold text-gray-800">
                    {q.author ? `@${q.author.handle}` : 'Former member'}
                  </span>
                  {q.author?.handle === show.host.handle && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                      Host
                    </span>
                  )}
                  <time dateTime={q.createdAt} className="ml-2">
                    {formatQuestionTime(q.createdAt)}
                  </time>
                </p>
                <p className="mt-0.5 text-sm break-words whitespace-pre-line text-gray-900">{q.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="mt-5 border-t border-gray-100 pt-4">
        {show.status === 'ended' ? (
          <p className="text-sm text-gray-600">{liveShowMessages.showEnded}.</p>
        ) : !user ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gray-50 px-4 py-3">
            <p className="text-sm text-gray-700">{liveShowMessages.questionLogin}.</p>
            <Link href={loginPath(path)} className={buttonClass('outline', 'sm')}>
              <LogIn aria-hidden="true" />
              Log In to Ask
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-2">
            <Label htmlFor={`${id}-ask`}>Ask the host a question</Label>
            <Textarea
              id={`${id}-ask`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              maxLength={QUESTION_MAX_LENGTH}
              rows={2}
              placeholder="What would you like to know?"
              aria-invalid={!!problem}
              aria-describedby={problem ? `${id}-ask-error` : undefined}
            />
            <FieldError id={`${id}-ask-error`} message={problem} />
            <div className="flex justify-end">
              <Button type="submit" disabled={ask.isPending}>
                <Send aria-hidden="true" />
                {ask.isPending ? 'Sending...' : 'Ask Question'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
