import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import type { LazySelectProps } from './lazy-select';

/** The real (Radix) select behind LazySelect; loaded on first use. */
export default function LazySelectImpl({
  id,
  'aria-label': ariaLabel,
  value,
  options,
  onValueChange,
  className,
  defaultOpen,
}: LazySelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} aria-label={ariaLabel} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
