import { Flag, Receipt, ScrollText, ShieldAlert, ShieldX, Table2 } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { adminMessages } from '#shared/admin';
import { PageHeader } from '#client/components/page-header';
import { PageMessage } from '#client/components/page-message';
import { ListLoadError } from '#client/components/list-states';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { usePageMeta } from '#client/lib/page-meta';
import { useOperator } from './api/me';
import { AuditTab } from './components/audit-tab';
import { ClaimsTab } from './components/claims-tab';
import { OrdersTab } from './components/orders-tab';
import { ReportsTab } from './components/reports-tab';
import { TablesTab } from './components/tables-tab';

const TABS = ['claims', 'reports', 'orders', 'tables', 'audit'] as const;
type Tab = (typeof TABS)[number];

const parseTab = (value: string | null): Tab => (TABS.includes(value as Tab) ? (value as Tab) : 'claims');

/** The open tab lives in the URL (`/admin?tab=reports`) so a tab can be linked. */
function useTab(): [Tab, (next: Tab) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return [
    parseTab(new URLSearchParams(search).get('tab')),
    (next) => navigate(next === 'claims' ? path : `${path}?tab=${next}`, { replace: true }),
  ];
}

/**
 * /admin, the operator console: claims waiting for a decision, reports, order look-up with
 * refunds, the fee and shipping-rate tables, and the audit log. Anyone who is not an operator gets
 * the API's 403 in words; nothing else is asked.
 */
export default function AdminPage() {
  usePageMeta('Operator console', 'Claims, reports, orders, fees and the audit log of Rethread.');
  const me = useOperator();

  if (me.operator === false) {
    return (
      <PageMessage icon={ShieldX} title={adminMessages.forbidden}>
        The operator console is for Rethread&apos;s trust and safety team.
      </PageMessage>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ListLoadError message="The console could not be loaded." onRetry={() => void me.refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 lg:px-6">
      <PageHeader
        title="Operator console"
        description="Decide claims, act on reports, refund orders and set the tables. Every action is logged."
      />
      {me.operator ? (
        <Console />
      ) : (
        <div role="status" aria-label="Loading the console" className="grid gap-3">
          <Skeleton className="h-10 w-full max-w-lg rounded-xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      )}
    </div>
  );
}

function Console() {
  const [tab, setTab] = useTab();
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="[&>*]:min-w-0">
      <TabsList aria-label="Console sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="claims">
          <ShieldAlert aria-hidden="true" />
          Claims
        </TabsTrigger>
        <TabsTrigger value="reports">
          <Flag aria-hidden="true" />
          Reports
        </TabsTrigger>
        <TabsTrigger value="orders">
          <Receipt aria-hidden="true" />
          Orders
        </TabsTrigger>
        <TabsTrigger value="tables">
          <Table2 aria-hidden="true" />
          Fees &amp; rates
        </TabsTrigger>
        {/* The fifth tab has a row of its own on a phone's two columns. */}
        <TabsTrigger value="audit" className="col-span-2">
          <ScrollText aria-hidden="true" />
          Audit log
        </TabsTrigger>
      </TabsList>
      <TabsContent value="claims">
        <ClaimsTab />
      </TabsContent>
      <TabsContent value="reports">
        <ReportsTab />
      </TabsContent>
      <TabsContent value="orders">
        <OrdersTab />
      </TabsContent>
      <TabsContent value="tables">
        <TablesTab />
      </TabsContent>
      <TabsContent value="audit">
        <AuditTab />
      </TabsContent>
    </Tabs>
  );
}
