/**
 * Title and description of each page whose head does not depend on data. The server writes them into
 * the HTML it answers (search engines and link previews read them without running scripts); the page
 * sets the same ones when reached by client-side navigation.
 */
export const STATIC_PAGE_META = {
  '/start-selling': {
    title: 'Start Selling',
    description:
      'Sell your pre-loved clothes on Rethread: free to list, simple fees, a fee calculator and tips for photos and pricing.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What Rethread collects, why, how long we keep it, who we share it with, and how to access, export or delete your data.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The rules for buying and selling pre-loved fashion on Rethread: accounts, conduct, fees, disputes and more.',
  },
  '/help-center': {
    title: 'Help Center',
    description:
      'Answers about buying, selling, fees, offers, shipping and safety on Rethread, the marketplace for pre-loved fashion.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description:
      'Reach the Rethread support team by message, e-mail or phone. We answer account questions within 2 hours and safety concerns within 1 hour.',
  },
  '/safety': {
    title: 'Safety Center',
    description:
      'How to buy and sell pre-loved fashion safely on Rethread: secure card payments, tracked orders, tips, common scams and how to report a problem.',
  },
  '/categories': {
    title: 'Categories',
    description:
      'Browse pre-loved fashion on Rethread by category: women’s and men’s fashion, shoes, bags, jewelry, jackets, jeans and more.',
  },
  '/new-arrivals': {
    title: 'New Arrivals',
    description:
      'The newest pre-loved fashion on Rethread: fresh listings from today, this week and this month.',
  },
  '/live-shows': {
    title: 'Live Shows',
    description:
      'Watch sellers go live on Rethread: shop pre-loved fashion in real time, ask questions and schedule your own show.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

/** `/` (the landing page; the signed-in home keeps the same head). Its title is whole, not "… | Rethread". */
export const LANDING_PAGE_META = {
  title: 'Rethread — buy and sell pre-loved fashion',
  description:
    'Rethread is the marketplace for pre-loved clothing, shoes and accessories: up to 70% off retail, offers, live shows and low seller fees.',
} as const;

export type StaticPagePath = keyof typeof STATIC_PAGE_META;

/** `[title, description]` for `usePageMeta(...pageMeta(path))`. */
export function pageMeta(path: StaticPagePath): [string, string] {
  const { title, description } = STATIC_PAGE_META[path];
  return [title, description];
}

/** /privacy-policy shows the /privacy page; unknown paths have no static head. */
export function staticPageMetaFor(pathname: string): { title: string; description: string } | undefined {
  const path = pathname === '/privacy-policy' ? '/privacy' : pathname.replace(/\/+$/, '');
  return Object.hasOwn(STATIC_PAGE_META, path) ? STATIC_PAGE_META[path as StaticPagePath] : undefined;
}
