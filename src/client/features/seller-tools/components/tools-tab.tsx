import {
  Calculator,
  Camera,
  ChartColumn,
  Download,
  FileSpreadsheet,
  MessagesSquare,
  Tag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '#client/components/ui/button';

type Tool = {
  name: string;
  description: string;
  icon: LucideIcon;
  /** A working page, an in-dashboard action, or nothing yet (said plainly, never faked). */
  action: { href: string; label: string } | { onClick: () => void; label: string } | null;
};

/**
 * Tools (docs/product/08-seller-tools.md §8.1): the six named tools plus Import and the fee calculator. Only tools that exist are
 * linked; the others say "Not available yet" and cannot be clicked.
 */
export function ToolsTab({ onOpenAnalytics }: { onOpenAnalytics: () => void }) {
  const tools: Tool[] = [
    {
      name: 'Bulk Lister',
      description: 'List many items at once from a CSV file, with a template to start from.',
      icon: FileSpreadsheet,
      action: { href: '/import?tab=csv', label: 'Open Bulk Lister' },
    },
    {
      name: 'Import',
      description: 'Bring a listing or your whole closet over from Poshmark or Mercari.',
      icon: Download,
      action: { href: '/import', label: 'Import Items' },
    },
    {
      name: 'Fee Calculator',
      description: 'See what you keep after fees before you set a price.',
      icon: Calculator,
      action: { href: '/start-selling#fee-calculator', label: 'Open Fee Calculator' },
    },
    {
      name: 'Shipping Center',
      description: 'Add the carrier and tracking number to the sales you have shipped.',
      icon: Truck,
      action: { href: '/orders?tab=sales', label: 'Open Shipping Center' },
    },
    {
      name: 'Analytics Dashboard',
      description: 'Sales over the last 30 days and your best categories.',
      icon: ChartColumn,
      action: { onClick: onOpenAnalytics, label: 'Open Analytics' },
    },
    {
      name: 'Photo Studio',
      description: 'Background removal and lighting fixes for your photos.',
      icon: Camera,
      action: null,
    },
    {
      name: 'Price Optimizer',
      description: 'Price suggestions based on similar items that sold.',
      icon: Tag,
      action: null,
    },
    {
      name: 'Customer Messages',
      description: 'Talk with buyers in one inbox.',
      icon: MessagesSquare,
      action: null,
    },
  ];
  return (
    <section aria-labelledby="seller-tools-tools" className="grid gap-4">
      <div>
        <h2 id="seller-tools-tools" className="text-xl font-semibold text-gray-900">
          Tools
        </h2>
        <p className="text-sm text-gray-600">Tools marked “Not available yet” are still being built.</p>
      </div>
      <ul aria-label="Seller tools" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.name}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ToolCard({ tool: { name, description, icon: Icon, action } }: { tool: Tool }) {
  const available = action !== null;
  return (
    <article
      className={`flex h-full flex-col gap-3 rounded-2xl border p-5 shadow-sm ${
        available ? 'border-gray-200 bg-white' : 'border-dashed border-gray-300 bg-gray-50'
      }`}
    >
      <div className="flex items-center gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
            available ? 'bg-brand-50 text-brand-700' : 'bg-gray-200 text-gray-500'
          }`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="min-w-0 flex-1 font-semibold text-gray-900">{name}</h3>
      </div>
      <p className="text-sm text-gray-600">{description}</p>
      <div className="mt-auto pt-1">
        {action === null ? (
          <Button variant="outline" size="sm" disabled className="w-full">
            Not available yet
          </Button>
        ) : 'href' in action ? (
          <Link href={action.href} className={buttonClass('outline', 'sm', 'w-full')}>
            {action.label}
          </Link>
        ) : (
          <Button variant="outline" size="sm" className="w-full" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
}
