import type { ContactCategory } from '#shared/contact';

/** The Contact Us form, opened with its category chosen (the form honours `?category=`). */
export function contactHref(category: ContactCategory): string {
  return `/contact-us?category=${encodeURIComponent(category)}`;
}
