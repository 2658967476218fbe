import { Flag, LogIn, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '#shared/auth';
import { COMMENT_MAX_LENGTH, commentMessages } from '#shared/comment-rules';
import { ReportDialog } from '#client/components/report/report-dialog';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FieldError, Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { useComments, useDeleteComment, usePostComment } from '../api/comments';
import { timeAgo } from '../lib/dates';

/**
 * 'Questions & Comments' (docs/product/02-listings.md §2.1): a form and a list. Authors are shown by @handle (docs/product/10-decisions-beyond-the-spec.md §10.4).
 * A visitor sees a disabled box and a prompt to log in; the author or the seller may delete.
 */
export function CommentsSection({
  listingId,
  sellerId,
  user,
  onLoginRequired,
}: {
  listingId: string;
  sellerId: string;
  user: CurrentUser | null;
  onLoginRequired: () => void;
}) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const comments = useComments(listingId);
  const post = usePostComment(listingId);
  const remove = useDeleteComment(listingId);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return onLoginRequired();
    const text = message.trim();
    if (!text) return setProblem(commentMessages.empty);
    if (text.length > COMMENT_MAX_LENGTH) return setProblem(commentMessages.tooLong);
    setProblem(undefined);
    post.mutate(text, { onSuccess: () => setMessage('') });
  };

  return (
    <Card id="comments" className="scroll-mt-24 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">Questions &amp; Comments</h2>
      <form onSubmit={submit} className="mt-4 grid gap-2" noValidate>
        <Label htmlFor={fieldId} className="sr-only">
          Your question or comment
        </Label>
        <Textarea
          id={fieldId}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          disabled={!user}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={
            user ? 'Ask the seller a question or leave a comment...' : 'Log in to ask a question or comment'
          }
          aria-invalid={!!problem}
          aria-describedby={problem ? errorId : undefined}
          rows={3}
        />
        <FieldError id={errorId} message={problem} />
        {user ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={post.isPending}>
              {post.isPending ? 'Posting...' : 'Post Comment'}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gray-50 px-4 py-3">
            <p className="text-sm text-gray-700">Please log in to ask questions or leave comments.</p>
            <Button type="button" variant="outline" size="sm" onClick={onLoginRequired}>
              <LogIn aria-hidden="true" />
              Log In to Comment
            </Button>
          </div>
        )}
      </form>

      <div className="mt-6">
        {comments.isPending ? (
          <div role="status" aria-label="Loading comments" className="grid gap-4">
            {[0, 1].map((i) => (
              <div key={i} className="grid gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
          </div>
        ) : comments.isError ? (
          <p className="text-sm text-gray-600">Comments could not be loaded.</p>
        ) : comments.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
            No questions yet
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {comments.data.map((comment) => {
              const canDelete = !!user && (user.id === comment.author.id || user.id === sellerId);
              return (
                <li key={comment.id} className="flex gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <span className="font-semibold text-gray-900">@{comment.author.handle}</span>
                      {comment.author.id === sellerId && (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                          Seller
                        </span>
                      )}
                      {/* Relative to the reader's clock, which a server render (decision 020) cannot share. */}
                      <time
                        dateTime={comment.createdAt}
                        className="ml-2 text-xs text-gray-500"
                        suppressHydrationWarning
                      >
                        {timeAgo(comment.createdAt)}
                      </time>
                    </p>
                    <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">
                      {comment.message}
                    </p>
                  </div>
                  {user?.id !== comment.author.id && (
                    <ReportDialog
                      kind="comment"
                      id={comment.id}
                      trigger={
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 text-gray-500 hover:text-gray-900"
                          aria-label={`Report comment by @${comment.author.handle}`}
                        >
                          <Flag aria-hidden="true" />
                        </Button>
                      }
                    />
                  )}
                  {canDelete && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-gray-500 hover:text-red-600"
                      aria-label={`Delete comment by @${comment.author.handle}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(comment.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
