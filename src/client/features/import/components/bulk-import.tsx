import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { importMessages, type BulkImportJob, type ScrapeProfileReply } from '#shared/imports';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import {
  jobKey,
  useBulkImportJob,
  useCancelBulkImportJob,
  useCreateBulkImportJob,
} from '../api/bulk-import-jobs';
import { isActiveJob } from '../api/poll-job';
import { refreshListings } from '../api/refresh';
import { PROFILE_TIMEOUT_MESSAGE, useScrapeProfile } from '../api/scrape-profile';
import { useImportSession } from '../api/session';
import { JobProgressCard, JobResultCard } from './job-cards';
import { ProfileStep } from './profile-step';
import { SelectionStep, visibleItems } from './selection-step';

/** The selection a discovery starts with (docs/product/06-imports.md §6.4): the active items with 'Active Only' on, else all. */
export function defaultSelection(discovery: ScrapeProfileReply, activeOnly: boolean): Set<string> {
  return new Set(visibleItems(discovery.items, activeOnly).map((i) => i.url));
}

/** On creation the job is shown as pending with zero counts until the first poll answers (docs/product/06-imports.md §6.4). */
function queuedJob(jobId: string, urls: string[], userId: string): BulkImportJob {
  return {
    id: jobId,
    userId,
    status: 'pending',
    totalUrls: urls.length,
    processedUrls: 0,
    successfulUrls: 0,
    failedUrls: 0,
    sourceUrls: urls,
    progressData: [],
    progressPercentage: 0,
    errorMessage: null,
    startedAt: null,
    completedAt: null,
    createdAt: new Date().toISOString(),
  };
}

/** "3 imported, 2 already in your closet, 1 failed." for the completion toast. */
export function completionSummary(job: BulkImportJob): string {
  const skipped = job.progressData.filter((p) => p.status === 'skipped').length;
  const parts = [`${job.successfulUrls - skipped} imported`];
  if (skipped) parts.push(`${skipped} already in your closet`);
  if (job.failedUrls) parts.push(`${job.failedUrls} failed`);
  return `${parts.join(', ')}.`;
}

/** Bulk Import tab (docs/product/06-imports.md §6.1): find a closet's listings, choose, import as a job and watch it run. */
export function BulkImport() {
  const queryClient = useQueryClient();
  const session = useImportSession();
  const discover = useScrapeProfile();
  const createJob = useCreateBulkImportJob();
  const cancel = useCancelBulkImportJob();
  const [discovery, setDiscovery] = useState<ScrapeProfileReply | null>(null);
  const [activeOnly, setActiveOnly] = useState(true);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [queued, setQueued] = useState<BulkImportJob | null>(null);
  // Key remounts the profile step on 'Start Over', so its field empties too.
  const [round, setRound] = useState(0);
  const polled = useBulkImportJob(queued?.id ?? null);
  const job = polled.data?.job ?? queued;
  const announced = useRef<string | null>(null);

  // A job that reaches its end is announced once, and the closet's listings are refreshed.
  useEffect(() => {
    if (!job || isActiveJob(job) || announced.current === job.id) return;
    announced.current = job.id;
    void refreshListings(queryClient);
    if (job.status === 'completed') {
      toast({ title: 'Import completed', description: completionSummary(job) });
    } else if (job.status === 'failed') {
      toast({
        title: 'Import failed',
        description: job.errorMessage || 'The import job failed',
        variant: 'destructive',
      });
    }
  }, [job, queryClient]);

  const onFind = (url: string) => {
    // A new discovery clears the previous results and job (docs/product/06-imports.md §6.4).
    setDiscovery(null);
    setSelected(new Set());
    setQueued(null);
    discover.mutate(url, {
      onSuccess: (found) => {
        setDiscovery(found);
        setSelected(defaultSelection(found, activeOnly));
        const allSold = found.totalFound > 0 && found.activeCount === 0;
        toast({
          title: 'Listings discovered',
          description: allSold
            ? `All ${found.totalFound} listings are sold. Switch off Active Only to import them anyway.`
            : `Found ${found.totalFound} listings: ${found.activeCount} active, ${found.soldCount} sold.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Failed to discover listings',
          description:
            error instanceof Error && error.message === PROFILE_TIMEOUT_MESSAGE
              ? PROFILE_TIMEOUT_MESSAGE
              : errorMessage(error, 'Please check the URL and try again'),
          variant: 'destructive',
        }),
    });
  };

  const onActiveOnlyChange = (on: boolean) => {
    setActiveOnly(on);
    if (discovery) setSelected(defaultSelection(discovery, on));
  };

  const onImport = () => {
    if (!discovery) return;
    const urls = visibleItems(discovery.items, activeOnly)
      .filter((i) => selected.has(i.url))
      .map((i) => i.url);
    if (!session.user) {
      toast({
        title: 'Authentication required',
        description: 'Please log in to import listings.',
        variant: 'destructive',
      });
      return;
    }
    if (urls.length === 0) {
      toast({
        title: importMessages.noListingsSelected,
        description: 'Choose at least one listing to import.',
        variant: 'destructive',
      });
      return;
    }
    const userId = session.user.id;
    createJob.mutate(urls, {
      onSuccess: ({ jobId, totalUrls }) => {
        setQueued(queuedJob(jobId, urls, userId));
        toast({
          title: 'Import job created',
          description: `Importing ${totalUrls} listings in the background.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Failed to create bulk import job',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };

  const onCancel = () => {
    if (!job) return;
    cancel.mutate(job.id, {
      onSuccess: (reply) => {
        queryClient.setQueryData(jobKey(job.id), reply);
        toast({ title: 'Job cancelled', description: 'Listings imported so far stay in your closet.' });
      },
      onError: (error) =>
        toast({
          title: 'Failed to cancel job',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };

  const onStartOver = () => {
    if (queued) queryClient.removeQueries({ queryKey: jobKey(queued.id) });
    discover.reset();
    setDiscovery(null);
    setSelected(new Set());
    setActiveOnly(true);
    setQueued(null);
    announced.current = null;
    setRound((n) => n + 1);
  };

  return (
    <div className="grid gap-6">
      <ProfileStep key={round} busy={discover.isPending} onFind={onFind} />
      {job ? (
        isActiveJob(job) ? (
          <JobProgressCard job={job} onCancel={onCancel} cancelling={cancel.isPending} />
        ) : (
          <JobResultCard job={job} onStartOver={onStartOver} />
        )
      ) : (
        discovery && (
          <SelectionStep
            discovery={discovery}
            activeOnly={activeOnly}
            onActiveOnlyChange={onActiveOnlyChange}
            selected={selected}
            onToggle={(url, on) =>
              setSelected((prev) => {
                const next = new Set(prev);
                if (on) next.add(url);
                else next.delete(url);
                return next;
              })
            }
            onSelectAll={() => setSelected(defaultSelection(discovery, activeOnly))}
            onDeselectAll={() => setSelected(new Set())}
            onImport={onImport}
            importing={createJob.isPending}
          />
        )
      )}
    </div>
  );
}
