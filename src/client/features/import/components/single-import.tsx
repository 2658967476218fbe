import { AlertTriangle, CheckCircle2, Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { importMessages, type ScrapedListing } from '#shared/imports';
import { Button, buttonClass } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useImportListing } from '../api/import-listing';
import { useScrapeListing } from '../api/scrape-listing';
import { useImportSession } from '../api/session';
import { showListingHostWarning } from '../lib/hosts';
import { PreviewCard } from './preview-card';
import { TipsCard } from './tips-card';
import { NeedsCategoryNote } from '#client/components/needs-category-note';

const RELOAD_AFTER_MS = 1500;

/** Single Import tab (docs/product/06-imports.md §6.1, §6.5): paste a URL, preview what was found, add it to the closet. */
export function SingleImport() {
  const inputId = useId();
  const warningId = useId();
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<ScrapedListing | null>(null);
  const [imported, setImported] = useState<{ id: string; title: string; needsCategory: boolean } | null>(
    null,
  );
  const session = useImportSession();
  const scrape = useScrapeListing();
  const save = useImportListing();
  const hostWarning = showListingHostWarning(url);

  const onScrape = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      toast({
        title: importMessages.urlRequired,
        description: importMessages.pasteListingUrl,
        variant: 'destructive',
      });
      return;
    }
    setPreview(null);
    setImported(null);
    scrape.mutate(url, {
      onSuccess: ({ listing }) => {
        setPreview(listing);
        toast({
          title: 'Listing scraped',
          description: `Review “${listing.title}” and add it to your closet.`,
        });
      },
      onError: (error) =>
        toast({
          title: errorMessage(error, importMessages.scrapeFailed),
          description: 'Please check the URL and try again',
          variant: 'destructive',
        }),
    });
  };

  const onAdd = () => {
    if (!preview) return;
    if (!session.user) {
      toast({
        title: 'Authentication required',
        description: 'Please log in to import listings. Refreshing page...',
        variant: 'destructive',
      });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      return;
    }
    save.mutate(
      { listing: preview, sellerId: session.user.id },
      {
        onSuccess: ({ listing }) => {
          setImported(listing);
          toast({ title: 'Listing imported', description: `“${listing.title}” is now in your closet.` });
        },
        onError: (error) =>
          toast({
            title: 'Failed to import listing',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };

  const addLabel = session.isLoading
    ? 'Loading...'
    : !session.user
      ? 'Login Required'
      : save.isPending
        ? 'Adding...'
        : 'Add to My Closet';

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Import one listing</CardTitle>
            <CardDescription>Paste the address of a Poshmark or Mercari listing.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onScrape} className="grid gap-2" noValidate>
              <Label htmlFor={inputId}>Listing URL</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={inputId}
                  type="url"
                  inputMode="url"
                  placeholder="https://poshmark.com/listing/…"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  aria-describedby={hostWarning ? warningId : undefined}
                />
                <Button type="submit" disabled={!url.trim() || scrape.isPending} className="sm:w-32">
                  <Download aria-hidden="true" />
                  {scrape.isPending ? 'Importing...' : 'Import'}
                </Button>
              </div>
              {hostWarning && (
                <p id={warningId} role="status" className="flex items-start gap-2 text-sm text-amber-800">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Only poshmark.com and mercari.com listings (with or without www.) can be imported.
                </p>
              )}
            </form>
          </CardContent>
        </Card>

        {preview && (
          <PreviewCard listing={preview}>
            {imported ? (
              <div className="grid gap-2">
                <div className="flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {imported.needsCategory ? 'Added to your closet as a draft.' : 'Added to your closet.'}
                  <Link href={`/listing/${imported.id}`} className={buttonClass('outline', 'sm')}>
                    View listing
                  </Link>
                </div>
                {imported.needsCategory && <NeedsCategoryNote />}
              </div>
            ) : (
              <Button
                size="lg"
                className="mt-2 w-full sm:w-fit"
                onClick={onAdd}
                disabled={session.isLoading || save.isPending}
              >
                {addLabel}
              </Button>
            )}
          </PreviewCard>
        )}
      </div>
      <TipsCard />
    </div>
  );
}
