/**
 * Every client route, for both the router and the server's history-API fallback: the server answers
 * these paths with the app's HTML (200) and anything else with the same HTML but status 404, so the
 * client's "Page not found" page is also a real 404 for crawlers and link checkers.
 */
export const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/reset-password',
  '/unsubscribe',
  '/listing/:id',
  '/listings/:id',
  '/profile',
  '/profile/:handle',
  '/checkout/:listingId/:buyerId',
  '/import',
  '/categories',
  '/live-shows',
  '/live-shows/:id',
  '/offers',
  '/orders',
  '/orders/:id',
  '/likes',
  '/saved-searches',
  '/bag',
  '/bag/checkout/:sellerId',
  '/trending',
  '/new-arrivals',
  '/start-selling',
  '/help-center',
  '/safety',
  '/contact-us',
  '/terms-of-service',
  '/privacy',
  '/privacy-policy',
  '/seller-tools',
  '/create-listing',
  '/settings',
  '/notifications',
  '/messages',
  '/messages/:id',
  '/admin',
] as const;

/**
 * Routes other pages link to by name. The bundle checkout lives under /bag: a path under /checkout
 * would collide with /checkout/:listingId/:buyerId.
 */
export const NAMED_ROUTES = {
  bag: '/bag',
  bundleCheckout: '/bag/checkout/:sellerId',
} as const;

export const BUNDLE_CHECKOUT_ROUTE = NAMED_ROUTES.bundleCheckout;

/** The bundle checkout of one seller's items in the bag. */
export function bundleCheckoutPath(sellerId: string): string {
  return BUNDLE_CHECKOUT_ROUTE.replace(':sellerId', encodeURIComponent(sellerId));
}

export function isClientRoute(pathname: string): boolean {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return CLIENT_ROUTE_PATTERNS.some((pattern) => {
    const want = pattern.split('/').filter(Boolean);
    return want.length === parts.length && want.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
