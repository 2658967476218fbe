import { useState } from 'react';
import { LISTING_LIMITS } from '#shared/listings';
import { sizeChoices } from '#shared/sizes';
import { Input } from '#client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select';

// Radix Select cannot hold an empty value, so "nothing chosen" and "Other" travel as markers.
const NONE = '__none__';
const OTHER = '__other__';

/**
 * The listing's size: the sizes of the chosen category's systems (US and EU for
 * shoes, letters, women's numeric and waists for clothes…), grouped by system, plus "Other size…" for
 * anything else, typed by hand ("7 3/8", "44R"). A stored size the list does not offer shows as typed.
 */
export function SizeSelect({
  id,
  category,
  value,
  onChange,
  invalid,
}: {
  id: string;
  category: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  const groups = sizeChoices(category);
  const offered = groups.some((g) => g.sizes.includes(value));
  const [typing, setTyping] = useState(false);
  const custom = typing || (value.trim() !== '' && !offered);
  return (
    <div className="grid gap-2">
      <Select
        value={custom ? OTHER : value || NONE}
        onValueChange={(v) => {
          setTyping(v === OTHER);
          if (v === OTHER) {
            if (offered) onChange('');
          } else onChange(v === NONE ? '' : v);
        }}
      >
        <SelectTrigger id={id} aria-invalid={invalid || undefined}>
          <SelectValue placeholder="Select a size" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>Select a size</SelectItem>
          {groups.map((group) => (
            <SelectGroup key={group.id}>
              <SelectLabel>{group.label}</SelectLabel>
              {group.sizes.map((size) => (
                <SelectItem key={size} value={size}>
                  {size}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
          <SelectItem value={OTHER}>Other size…</SelectItem>
        </SelectContent>
      </Select>
      {custom && (
        <Input
          aria-label="Other size"
          maxLength={LISTING_LIMITS.sizeMax}
          placeholder="e.g. 7 3/8, 44R, UK 5"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
      )}
    </div>
  );
}
