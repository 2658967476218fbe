import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';

/**
 * A button for a step that cannot be undone (money released, an item held, an order cancelled): it
 * opens a dialog saying what will happen, with the amount, and only the dialog's confirm button acts.
 * Cancel and Escape close it with nothing sent, and Radix returns focus to the button.
 */
export function ConfirmButton({
  children,
  label,
  variant = 'primary',
  size = 'sm',
  disabled,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive,
  onConfirm,
}: {
  /** What the button shows. */
  children: ReactNode;
  /** The button's accessible name when its text alone is ambiguous (several cards on one page). */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  title: string;
  /** What happens, in sentences, amounts included. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size={size} variant={variant} disabled={disabled} aria-label={label}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction destructive={destructive} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
