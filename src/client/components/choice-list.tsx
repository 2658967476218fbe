import { cn } from '#client/lib/cn';

/**
 * One choice of a few, as native radio buttons in a fieldset (its legend names the group), each with a
 * line saying what it does.
 */
export function ChoiceList<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            option.value === value ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span className="grid gap-0.5">
            <span className="font-medium text-gray-900">{option.label}</span>
            {option.hint && <span className="text-gray-600">{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
