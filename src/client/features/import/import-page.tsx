import { FileSpreadsheet, Layers, Link2 } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageMeta } from '../../lib/page-meta';
import { BulkImport } from './components/bulk-import';
import { CsvImportCard } from './components/csv-import-card';
import { SingleImport } from './components/single-import';

const TABS = ['single', 'bulk', 'csv'] as const;
type ImportTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ImportTab => TABS.includes(value as ImportTab);

/**
 * /import (docs/product/06-imports.md §6.1): bring listings in from Poshmark or Mercari, one by URL, a whole closet, or a CSV.
 * The tab lives in the URL (`/import?tab=csv`), so Seller Tools' Bulk Lister can link straight to it.
 */
export default function ImportPage() {
  usePageMeta('Import listings', 'Bring your Poshmark or Mercari listings to Rethread in minutes.');
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: ImportTab = isTab(asked) ? asked : 'single';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Import listings</h1>
        <p className="max-w-2xl text-gray-600">
          Already selling on Poshmark or Mercari? Bring a single listing, your whole closet, or a spreadsheet
          — photos and details come along.
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          navigate(next === 'single' ? '/import' : `/import?tab=${next}`, { replace: true })
        }
      >
        <TabsList aria-label="Import method">
          <TabsTrigger value="single">
            <Link2 aria-hidden="true" /> Single Import
          </TabsTrigger>
          <TabsTrigger value="bulk">
            <Layers aria-hidden="true" /> Bulk Import
          </TabsTrigger>
          <TabsTrigger value="csv">
            <FileSpreadsheet aria-hidden="true" /> CSV
          </TabsTrigger>
        </TabsList>
        <TabsContent value="single">
          <SingleImport />
        </TabsContent>
        {/* Kept mounted, so switching tabs never loses a discovery or stops a job's polling. */}
        <TabsContent value="bulk" forceMount className="data-[state=inactive]:hidden">
          <BulkImport />
        </TabsContent>
        <TabsContent value="csv">
          <div className="max-w-3xl">
            <CsvImportCard />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
