import { Label } from '#client/components/ui/label';
import { LazySelect } from '#client/components/ui/lazy-select';

export const ANY = 'all';

/**
 * A labelled select. With `anyLabel`, a first choice ('All …') means "no filter" (Radix forbids an
 * empty value, so it travels as 'all').
 */
export function OptionSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel?: string;
  value: string | undefined;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <LazySelect
        id={id}
        value={value ?? ANY}
        options={[
          ...(anyLabel ? [{ value: ANY, label: anyLabel }] : []),
          ...options.map((option) =>
            typeof option === 'string' ? { value: option, label: option } : option,
          ),
        ]}
        onValueChange={(v) => onChange(v === ANY ? undefined : v)}
      />
    </div>
  );
}
