import { cn } from '#client/lib/cn';

/** A labelled number (Total Found, Active, Successful …). */
export function StatTile({
  label,
  value,
  tone = 'gray',
}: {
  label: string;
  value: string | number;
  tone?: Tone;
}) {
  return (
    <div className={cn('rounded-xl border p-3 text-center', TONES[tone])}>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-xs font-medium">{label}</p>
    </div>
  );
}

type Tone = 'gray' | 'green' | 'red' | 'teal';
const TONES: Record<Tone, string> = {
  gray: 'border-gray-200 bg-gray-50 text-gray-900',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  red: 'border-red-200 bg-red-50 text-red-800',
  teal: 'border-brand-200 bg-brand-50 text-brand-900',
};
