import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '#client/lib/cn';

/** The outcome of a submit, next to the form (the toast disappears; this stays). */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message?: string }) {
  if (!message) return null;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
