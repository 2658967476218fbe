import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';

/** The dollars of a partial refund, with its error once the operator has tried to send. */
export function AmountField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Refund amount ($)</Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
