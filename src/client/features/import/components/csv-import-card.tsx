import { useQueryClient } from '@tanstack/react-query';
import { FileDown, FileSpreadsheet, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { CsvImportReply } from '#shared/imports-csv';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCsvImportJob, useImportCsv } from '../api/import-csv';
import { isActiveJob } from '../api/poll-job';
import { refreshListings } from '../api/refresh';
import { useImportSession } from '../api/session';
import { CSV_TEMPLATE, isCsvFile, parseListingsCsv, type ParsedCsv } from '../lib/csv';
import { CsvPreviewTable } from './csv-preview-table';
import { CsvProgress } from './csv-progress';
import { CsvResult } from './csv-result';

const fail = (title: string) => toast({ title, variant: 'destructive' });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The toast's second line: what was not imported, and what was there already. */
function summary(reply: CsvImportReply): string | undefined {
  const parts = [
    reply.errors.length
      ? `${plural(reply.errors.length, 'row', 'rows')} could not be imported — see the list below.`
      : '',
    reply.alreadyImported ? `${plural(reply.alreadyImported, 'row was', 'rows were')} already imported.` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** A download link for the template, made in the browser (no request, no file on the server). */
function useTemplateHref(): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([CSV_TEMPLATE], { type: 'text/csv' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, []);
  return href;
}

/**
 * The bulk lister (docs/product/06-imports.md §6.1, §6.5): choose a CSV, check the rows it read, import them. Shown on /import
 * and in the seller tools.
 */
export function CsvImportCard() {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [result, setResult] = useState<CsvImportReply | null>(null);
  // A file the server goes on importing after its answer: polled until it ends.
  const [running, setRunning] = useState<CsvImportReply | null>(null);
  const session = useImportSession();
  const importCsv = useImportCsv();
  const polled = useCsvImportJob(running?.jobId ?? null);
  const live = polled.data?.job ?? running;
  const queryClient = useQueryClient();
  const templateHref = useTemplateHref();

  const announce = (reply: CsvImportReply) => {
    setResult(reply);
    if (reply.status === 'failed') {
      toast({
        title: 'Import failed',
        description: reply.errorMessage || 'The import job failed',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: `Successfully imported ${reply.count} listings!`, description: summary(reply) });
  };

  useEffect(() => {
    if (!running || !live || isActiveJob(live)) return;
    setRunning(null);
    void refreshListings(queryClient);
    announce(live);
  }, [running, live, queryClient]);

  const clear = () => {
    setFileName(null);
    setParsed(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    if (!file) return clear();
    if (!isCsvFile(file)) {
      clear();
      return fail('Please select a valid CSV file');
    }
    try {
      const text = await file.text();
      setParsed(parseListingsCsv(text));
      setFileName(file.name);
    } catch {
      clear();
      fail('Failed to read CSV file');
    }
  };

  const onImport = () => {
    if (!parsed || !fileName) return fail('Please select a CSV file first');
    if (!session.user) return fail('Please log in to import listings');
    if (parsed.rows.length === 0) return fail('The CSV file has no listings to import');
    importCsv.mutate(
      { listings: parsed.rows, sellerId: session.user.id },
      {
        onSuccess: (reply) => {
          clear();
          if (isActiveJob(reply)) setRunning(reply);
          else announce(reply);
        },
        onError: (error) =>
          toast({
            title: 'Import failed',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5 text-brand-700" aria-hidden="true" /> Bulk list from a CSV
        </CardTitle>
        <CardDescription>
          One listing per row with the columns title, description, price, imageUrl and category. Rows without
          a photo become drafts you can finish later.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
        </div>
        {parsed && <CsvPreviewTable parsed={parsed} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onImport} disabled={importCsv.isPending || running !== null}>
            <Upload aria-hidden="true" />
            {importCsv.isPending || running ? 'Importing...' : 'Import CSV'}
          </Button>
          {templateHref && (
            <a
              href={templateHref}
              download="rethread-listings-template.csv"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <FileDown className="size-4" aria-hidden="true" /> Download template CSV
            </a>
          )}
        </div>
        {running && live && <CsvProgress job={live} />}
        {result && <CsvResult result={result} />}
      </CardContent>
    </Card>
  );
}
