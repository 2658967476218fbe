import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Choosing 1 to 5 stars: a radio group (Radix), so arrow keys move and choose, Tab leaves, and each
 * star is announced "3 stars". Every star up to the chosen one is drawn filled.
 */
export function StarInput({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
  labelledBy,
  label = 'Rating',
}: {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The id of a visible label; without one the group is named by `label`. */
  labelledBy?: string;
  label?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      orientation="horizontal"
      disabled={disabled}
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      className="flex gap-0.5"
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={star === 1 ? '1 star' : `${star} stars`}
          className="rounded-md p-0.5 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-7',
              value !== null && star <= value ? 'fill-amber-400 text-amber-500' : 'text-gray-300',
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
