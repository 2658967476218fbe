import type { KeyboardEvent, Ref } from 'react';
import { MESSAGE_MAX_LENGTH, messageBodySchema, messageMessages } from '#shared/messages';
import { errorMessage, errorStatus } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { Textarea } from '../ui/textarea';
import { messageCopy } from './message-copy';

/** The counter shows from here on: far enough ahead to notice, out of the way before. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

const count = new Intl.NumberFormat('en-US');

/** The shared rule's first complaint about a body, or null when it may be sent (the server checks again). */
export function messageBodyProblem(text: string): string | null {
  const parsed = messageBodySchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messageMessages.bodyRequired);
}

/**
 * What a failed send says: the server's own message (blocked, too long, not found, or the rate limit
 * with its exact wait), else the shared rate-limit words for a 429 whose body says nothing readable,
 * else a plain fallback.
 */
export function sendErrorText(error: unknown): string {
  const fallback = errorStatus(error) === 429 ? messageMessages.rateLimited : messageCopy.sendFailed;
  return errorMessage(error, fallback);
}

/**
 * A message textarea: Enter sends and Shift+Enter starts a new line (not while an input method is
 * composing a character), a counter appears near the 2,000-character limit, and the error under it
 * is announced.
 */
export function MessageBodyField({
  id,
  label,
  value,
  onChange,
  onSubmit,
  error,
  disabled,
  placeholder = 'Write a message',
  rows = 3,
  className,
  textareaRef,
  labelClassName,
  textareaClassName = 'min-h-11',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error: string | null;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  className?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  labelClassName?: string;
  textareaClassName?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };
  const length = value.length;
  const over = value.trim().length > MESSAGE_MAX_LENGTH;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-gray-800', labelClassName)}>
        {label}
      </label>
      <Textarea
        ref={textareaRef}
        id={id}
        rows={rows}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={!!error || over}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn('field-sizing-content max-h-48 resize-none', textareaClassName)}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-hint`} className="text-gray-500">
          {messageCopy.enterHint}
        </p>
        {length >= COUNTER_FROM && (
          <p
            aria-live="polite"
            className={cn('shrink-0 tabular-nums', over ? 'font-semibold text-red-600' : 'text-gray-600')}
          >
            {count.format(length)} / {count.format(MESSAGE_MAX_LENGTH)}
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
