import { CheckCircle2 } from 'lucide-react';

/** A list of short advice lines, each with a check mark (Safety Center, Start Selling). */
export function TipList({ tips }: { tips: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {tips.map((tip) => (
        <li key={tip} className="flex gap-3 text-sm leading-relaxed text-gray-700">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{tip}</span>
        </li>
      ))}
    </ul>
  );
}
