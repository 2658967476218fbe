import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createReviewInputSchema,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  replyInputSchema,
  type CreateReviewInput,
} from '#shared/reviews';
import { StarInput } from '#client/components/reviews/star-input';
import { Button } from '#client/components/ui/button';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useCreateReview, useReplyToReview } from '../api/reviews';

/** "120/1000" under a text box: how much of the allowance is used. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="justify-self-end text-xs text-gray-500">
      {length}/{max}
    </p>
  );
}

/** The server's refusal (already reviewed, window closed, …) in its own words, under the form. */
function ServerError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** The buyer's review: 1–5 stars and an optional comment, checked by the server's own schema. */
export function ReviewForm({ orderId }: { orderId: string }) {
  const id = useId();
  const create = useCreateReview(orderId);
  const form = useForm<CreateReviewInput, unknown, z.output<typeof createReviewInputSchema>>({
    resolver: zodResolver(createReviewInputSchema),
    defaultValues: { comment: '' },
  });
  const { errors } = form.formState;
  const comment = form.watch('comment') ?? '';
  const submit = form.handleSubmit((values) => create.mutate(values));

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={create.isPending}>
      <div className="grid gap-1.5">
        <span id={`${id}-rating-label`} className="text-sm font-medium text-gray-800">
          Rating
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput
              value={field.value ?? null}
              labelledBy={`${id}-rating-label`}
              onChange={field.onChange}
              invalid={!!errors.rating}
              describedBy={errors.rating ? `${id}-rating-error` : undefined}
              disabled={create.isPending}
            />
          )}
        />
        <FieldError id={`${id}-rating-error`} message={errors.rating?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${id}-comment`}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          aria-invalid={!!errors.comment}
          aria-describedby={
            errors.comment ? `${id}-comment-error ${id}-comment-count` : `${id}-comment-count`
          }
          {...form.register('comment')}
        />
        <Counter id={`${id}-comment-count`} length={comment.length} max={REVIEW_COMMENT_MAX_LENGTH} />
        <FieldError id={`${id}-comment-error`} message={errors.comment?.message} />
      </div>
      <ServerError error={create.error} fallback="Failed to post the review" />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}

/** The seller's one public answer to a review. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const id = useId();
  const reply = useReplyToReview();
  const form = useForm<{ reply: string }>({
    resolver: zodResolver(replyInputSchema),
    defaultValues: { reply: '' },
  });
  const { errors } = form.formState;
  const text = form.watch('reply');
  const submit = form.handleSubmit((values) => reply.mutate({ reviewId, reply: values.reply }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-busy={reply.isPending}>
      <Label htmlFor={`${id}-reply`}>Reply publicly</Label>
      <Textarea
        id={`${id}-reply`}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        aria-invalid={!!errors.reply}
        aria-describedby={errors.reply ? `${id}-reply-error ${id}-reply-count` : `${id}-reply-count`}
        {...form.register('reply')}
      />
      <Counter id={`${id}-reply-count`} length={text.length} max={REVIEW_REPLY_MAX_LENGTH} />
      <FieldError id={`${id}-reply-error`} message={errors.reply?.message} />
      <ServerError error={reply.error} fallback="Failed to post the reply" />
      <div>
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Posting…' : 'Post reply'}
        </Button>
      </div>
    </form>
  );
}
