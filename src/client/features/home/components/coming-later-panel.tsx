import { Sparkles } from 'lucide-react';

/** A dashboard tab whose feature has not shipped yet: said plainly, not faked. */
export function ComingLaterPanel({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{label}</h2>
      <p className="mt-1 max-w-md text-sm text-gray-600">{label} is coming in a later release.</p>
    </div>
  );
}
