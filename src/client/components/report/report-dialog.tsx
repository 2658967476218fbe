import { Flag } from 'lucide-react';
import { Slot } from 'radix-ui';
import { lazy, useState, type ComponentProps, type ReactElement } from 'react';
import type { ReportKind } from '#shared/reports';
import { cn } from '#client/lib/cn';
import { LazyMount } from '../lazy-mount';

// The dialog, its form and the report rules load with the first click: the pages that offer a
// "Report" (a listing, a profile, comments) do not pay for them before their first paint.
const ReportDialogBody = lazy(() => import('./report-dialog-body'));

/**
 * A quiet "Report" for a listing, a person, a comment or a conversation: `trigger` opens a
 * dialog with a reason and an optional message for Rethread's team. A visitor gets the sign-in dialog
 * instead, which brings them back to this page.
 */
export function ReportDialog({ kind, id, trigger }: { kind: ReportKind; id: string; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Slot.Root onClick={() => setOpen(true)} aria-haspopup="dialog">
        {trigger}
      </Slot.Root>
      <LazyMount when={open}>
        <ReportDialogBody kind={kind} id={id} open={open} onOpenChange={setOpen} />
      </LazyMount>
    </>
  );
}

/** The default trigger: a small text button with a flag (it passes on what the dialog gives it). */
export function ReportButton({
  label = 'Report',
  className,
  ...props
}: ComponentProps<'button'> & { label?: string }) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-md px-1.5 text-sm text-gray-600 hover:text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <Flag className="size-3.5" aria-hidden="true" />
      {label}
    </button>
  );
}
