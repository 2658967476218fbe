import { PLATFORM_LABELS, type ImportPlatform } from './imports.js';

/**
 * Selling on several sites at once: an item that sold on another one leaves Rethread at once, marked
 * by its seller or found by the re-check of its imported source page. Every word people see about it.
 */
export const soldElsewhereMessages = {
  notOwner: 'You can only change your own listings',
  alreadySold: 'This listing has already sold',
  soldHere: 'This listing has a paid order on Rethread and cannot be marked sold elsewhere',
  done: 'Marked as sold elsewhere. It is no longer for sale on Rethread.',
  action: 'Sold elsewhere',
  confirmTitle: 'Mark as sold elsewhere?',
  confirmBody:
    'It comes off Rethread at once: open offers and checkouts end and their buyers are told. This cannot be undone.',
  confirm: 'Yes, it sold elsewhere',
  cancel: 'Keep it for sale',
} as const;

/** The seller's notice when the re-check of the source page found the item sold or gone. */
export function sourceSoldNotice(platform: string | null, title: string): { title: string; body: string } {
  const site = PLATFORM_LABELS[platform as ImportPlatform] ?? 'the site you imported it from';
  return {
    title: `${title} sold on ${site}, so we took it off Rethread`,
    body: `Its page on ${site} says it sold or is gone. Open offers and checkouts for it have ended, and their buyers were told.`,
  };
}

/** How a sold item reads in a closet: its Rethread price, or only "Sold" when it sold elsewhere. */
export function soldLabel(
  item: { soldPriceCents?: number | null; soldElsewhere?: boolean },
  format: (cents: number) => string,
): string {
  if (item.soldElsewhere) return 'Sold elsewhere';
  return item.soldPriceCents != null ? `Sold for ${format(item.soldPriceCents)}` : 'Sold';
}
