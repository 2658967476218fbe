import { AlertTriangle, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { importMessages } from '#shared/imports';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { showProfileUrlWarning } from '../lib/hosts';

/** Step 1 (docs/product/06-imports.md §6.1): a closet or profile URL and 'Find Listings'. */
export function ProfileStep({ busy, onFind }: { busy: boolean; onFind: (url: string) => void }) {
  const inputId = useId();
  const warningId = useId();
  const [url, setUrl] = useState('');
  const warning = showProfileUrlWarning(url);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      toast({
        title: importMessages.profileUrlRequired,
        description: importMessages.pasteProfileUrl,
        variant: 'destructive',
      });
      return;
    }
    onFind(url.trim());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-brand-700">Step 1.</span> Find your listings
        </CardTitle>
        <CardDescription>Paste your Poshmark closet or Mercari profile address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-2" noValidate>
          <Label htmlFor={inputId}>Profile URL</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              placeholder="https://poshmark.com/closet/yourname"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-describedby={warning ? warningId : undefined}
            />
            <Button type="submit" disabled={busy} className="sm:w-40">
              <Search aria-hidden="true" />
              {busy ? 'Finding...' : 'Find Listings'}
            </Button>
          </div>
          {warning && (
            <p id={warningId} role="status" className="flex items-start gap-2 text-sm text-amber-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {importMessages.pasteProfileUrl}
            </p>
          )}
          {busy && (
            <p className="text-sm text-gray-600" role="status">
              Reading every page of the closet — large closets can take up to a minute.
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
