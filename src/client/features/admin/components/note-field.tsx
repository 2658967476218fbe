import { ADMIN_NOTE_MAX_LENGTH, adminNoteSchema } from '#shared/admin';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';

/** The reason every operator action carries: the schema's own message when it is missing or too long. */
export function noteError(note: string): string | undefined {
  const parsed = adminNoteSchema.safeParse(note);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** A required reason, kept in the audit log; its error shows once the operator tried to send. */
export function NoteField({
  id,
  value,
  onChange,
  error,
  label = 'Reason (kept in the audit log)',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={ADMIN_NOTE_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-20"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A refusal from the server, inside the dialog that asked. */
export function DialogError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
