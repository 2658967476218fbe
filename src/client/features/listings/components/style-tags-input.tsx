import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { addStyleTagsFromInput, removeStyleTag, tagRejectionMessages } from '#shared/style-tags';
import { fieldClass } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

/**
 * Style tags as removable chips (docs/product/02-listings.md §2.4): a tag is added on Enter, on a comma or when the field loses
 * focus; trimmed; empty and case-insensitive duplicates are ignored (src/shared/style-tags.ts).
 */
export function StyleTagsInput({
  id,
  value,
  onChange,
  label = 'Style tags',
}: {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  label?: string;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const commit = (text: string) => {
    const result = addStyleTagsFromInput(value, text);
    setProblem(result.rejected ? tagRejectionMessages[result.rejected] : null);
    if (result.tags.length !== value.length) onChange(result.tags);
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <div
        className={cn(
          fieldClass,
          'flex min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30',
        )}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200"
          >
            {tag}
            <button
              type="button"
              onClick={() => onChange(removeStyleTag(value, tag))}
              aria-label={`Remove tag ${tag}`}
              className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={inputId}
          aria-label={id ? undefined : label}
          aria-describedby={hintId}
          value={draft}
          placeholder={value.length ? 'Add another tag' : 'e.g. vintage, streetwear'}
          className="min-w-32 flex-1 border-0 bg-transparent p-0.5 text-base outline-none focus:ring-0 sm:text-sm"
          onChange={(e) => {
            const text = e.target.value;
            if (text.includes(',')) commit(text);
            else setDraft(text);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds a tag; it must not submit the whole form.
              e.preventDefault();
              commit(draft);
            } else if (e.key === 'Backspace' && draft === '' && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => draft.trim() && commit(draft)}
        />
      </div>
      <p id={hintId} className={cn('text-xs', problem ? 'text-red-600' : 'text-gray-500')} aria-live="polite">
        {problem ?? 'Press Enter or type a comma to add a tag.'}
      </p>
    </div>
  );
}
