import { useCallback } from 'react';
import { toast } from '../components/ui/use-toast';

export function listingUrl(id: string): string {
  return `${window.location.origin}/listing/${id}`;
}

/**
 * Shares a listing with the device's share sheet, or copies its address where there is none
 * (docs/product/02-listings.md §2.1, §2.5). A cancelled or failed share says 'Share unavailable', as the spec asks.
 */
export function useShareListing() {
  return useCallback(async (listing: { id: string; title: string }) => {
    const url = listingUrl(listing.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: listing.title, text: `${listing.title} on Rethread`, url });
        toast({
          title: 'Shared successfully',
          description: 'Thanks for sharing this listing!',
          variant: 'success',
        });
      } catch {
        toast({
          title: 'Share unavailable',
          description: 'Unable to share at the moment',
          variant: 'destructive',
        });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied!',
        description: 'The listing URL has been copied to your clipboard',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Failed to copy link', variant: 'destructive' });
    }
  }, []);
}
