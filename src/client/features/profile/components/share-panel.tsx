import { Copy, Share2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';

// lucide no longer ships brand logos; a coloured letter reads as the brand without a new dependency.
function BrandMark({ className, children }: { className: string; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 items-center justify-center rounded-sm text-[11px] font-bold text-white ${className}`}
    >
      {children}
    </span>
  );
}

const POPUP = 'width=600,height=400,noopener,noreferrer';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Profile link copied to clipboard!' });
  } catch {
    toast({ title: 'Failed to copy link', variant: 'destructive' });
  }
}

/**
 * The profile's share options (docs/product/01-accounts.md §1.1, §1.5): Facebook and Twitter share pages in a 600×400 popup, copy
 * link, and the device's share sheet where there is one (else it copies the link).
 */
export function SharePanel({ path, name }: { path: string; name: string }) {
  // Built when a button is pressed: the page may have been rendered by the server (decision 020),
  // which does not know the address the reader typed.
  const link = () => new URL(path, window.location.origin).href;
  const text = encodeURIComponent(`Check out ${name}'s closet on Rethread`);

  const nativeShare = async () => {
    const url = link();
    if (typeof navigator.share !== 'function') {
      await copyLink(url);
      return;
    }
    try {
      await navigator.share({ title: `${name} on Rethread`, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({
        title: 'Share unavailable',
        description: 'Unable to share at the moment',
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="share-heading" className="mb-3 text-base font-semibold text-gray-900">
        Share this profile
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            window.open(
              `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link())}`,
              'share-facebook',
              POPUP,
            )
          }
        >
          <BrandMark className="bg-[#1877f2]">f</BrandMark>
          Facebook
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            window.open(
              `https://twitter.com/intent/tweet?url=${encodeURIComponent(link())}&text=${text}`,
              'share-twitter',
              POPUP,
            )
          }
        >
          <BrandMark className="bg-gray-900">𝕏</BrandMark>
          Twitter
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copyLink(link())}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
        <Button variant="outline" size="sm" onClick={() => void nativeShare()}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    </section>
  );
}
