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
  /** A working page or an in-dashboard tab: every card leads somewhere real. */
  action: { href: string; label: string } | { onClick: () => void; label: string };
};

/**
 * Tools (docs/product/08-seller-tools.md §8.1): the six named tools plus Import and the fee calculator.
 * Each card says what the product really does under that name and leads to it; none promises a feature
 * that is not there.
 */
export function ToolsTab({ onOpen }: { onOpen: (section: 'analytics' | 'listings') => void }) {
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
      description: 'Download each sale’s prepaid shipping label and follow the parcel until it arrives.',
      icon: Truck,
      action: { href: '/orders?tab=sales', label: 'Open Shipping Center' },
    },
    {
      name: 'Analytics Dashboard',
      description: 'Sales over the last 30 days and your best categories.',
      icon: ChartColumn,
      action: { onClick: () => onOpen('analytics'), label: 'Open Analytics' },
    },
    {
      name: 'Photo Studio',
      description:
        'Every photo you add is turned upright, cleared of its location data and sized for phones and large screens.',
      icon: Camera,
      action: { href: '/create-listing', label: 'Add photos to a listing' },
    },
    {
      name: 'Price Optimizer',
      description:
        'Lower a price and everyone who liked the item is told at once, or send them an offer from the listing’s page.',
      icon: Tag,
      action: { onClick: () => onOpen('listings'), label: 'Open My Listings' },
    },
    {
      name: 'Customer Messages',
      description: 'Talk with buyers in one inbox.',
      icon: MessagesSquare,
      action: { href: '/messages', label: 'Open Messages' },
    },
  ];
  return (
    <section aria-labelledby="seller-tools-tools" className="grid gap-4">
      <div>
        <h2 id="seller-tools-tools" className="text-xl font-semibold text-gray-900">
          Tools
        </h2>
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
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="min-w-0 flex-1 font-semibold text-gray-900">{name}</h3>
      </div>
      <p className="text-sm text-gray-600">{description}</p>
      <div className="mt-auto pt-1">
        {'href' in action ? (
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
