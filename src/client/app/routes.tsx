import { lazy, type ComponentType } from 'react';

/**
 * Every page of the app, for visitors and signed-in people alike (docs/product/09-information-pages.md §9.1 route tables with
 * docs/product/10-decisions-beyond-the-spec.md §10.2 applied). Features add or replace one line each; pages are lazy so each is its own chunk.
 * - access 'account': visitors see a sign-in prompt that brings them back (docs/product/10-decisions-beyond-the-spec.md §10.2).
 * - waitForAuth: the full-screen loading view shows until we know who is asking (the page differs).
 * - chrome 'minimal': no navigation bar or footer (sign-in pages keep people on task).
 * Paths must also be listed in src/shared/routes.ts so the server answers them with 200.
 */
export type AppRoute = {
  path: string;
  component: ComponentType;
  access: 'public' | 'account';
  waitForAuth?: boolean;
  chrome?: 'full' | 'minimal';
};

// One component for the inbox and an open conversation: moving between them loads nothing more.
const MessagesPage = lazy(() => import('../features/messages/messages-page'));

export const appRoutes: AppRoute[] = [
  { path: '/', component: lazy(() => import('./root-page')), access: 'public', waitForAuth: true },
  {
    path: '/login',
    component: lazy(() => import('../features/auth/login-page')),
    access: 'public',
    chrome: 'minimal',
  },
  // An e-mail's unsubscribe link: works signed out (its token names the person).
  {
    path: '/unsubscribe',
    component: lazy(() => import('../features/notifications/unsubscribe-page')),
    access: 'public',
  },
  {
    path: '/reset-password',
    component: lazy(() => import('../features/auth/reset-password-page')),
    access: 'public',
    chrome: 'minimal',
  },

  // Browsing (public, docs/product/10-decisions-beyond-the-spec.md §10.2).
  {
    path: '/trending',
    component: lazy(() => import('../features/discover/trending-page')),
    access: 'public',
  },
  {
    path: '/new-arrivals',
    component: lazy(() => import('../features/discover/new-arrivals-page')),
    access: 'public',
  },
  {
    path: '/categories',
    component: lazy(() => import('../features/discover/categories-page')),
    access: 'public',
  },
  {
    path: '/listing/:id',
    component: lazy(() => import('../features/listings/pages/listing-detail-page')),
    access: 'public',
  },
  {
    path: '/listings/:id',
    component: lazy(() => import('../features/listings/pages/listing-detail-page')),
    access: 'public',
  },
  {
    path: '/profile/:handle',
    component: lazy(() => import('../features/profile/profile-page')),
    access: 'public',
  },
  {
    path: '/live-shows',
    component: lazy(() => import('../features/live-shows/pages/live-shows-page')),
    access: 'public',
  },
  {
    path: '/live-shows/:id',
    component: lazy(() => import('../features/live-shows/pages/show-page')),
    access: 'public',
  },

  // Information pages (public).
  {
    path: '/start-selling',
    component: lazy(() => import('../features/legal/start-selling-page')),
    access: 'public',
  },
  {
    path: '/help-center',
    component: lazy(() => import('../features/support/help-center-page')),
    access: 'public',
  },
  {
    path: '/safety',
    component: lazy(() => import('../features/support/safety-center-page')),
    access: 'public',
  },
  {
    path: '/contact-us',
    component: lazy(() => import('../features/support/contact-us-page')),
    access: 'public',
  },
  {
    path: '/terms-of-service',
    component: lazy(() => import('../features/legal/terms-page')),
    access: 'public',
  },
  { path: '/privacy', component: lazy(() => import('../features/legal/privacy-page')), access: 'public' },
  {
    path: '/privacy-policy',
    component: lazy(() => import('../features/legal/privacy-page')),
    access: 'public',
  },

  // Need an account.
  {
    path: '/profile',
    component: lazy(() => import('../features/profile/my-profile-page')),
    access: 'account',
  },
  // Public so a visitor sees the spec's own 'Please Log In' prompt (docs/product/09-information-pages.md §9.1); the page asks for sign-in.
  {
    path: '/offers',
    component: lazy(() => import('../features/offers/offers-page')),
    access: 'public',
    waitForAuth: true,
  },
  { path: '/import', component: lazy(() => import('../features/import/import-page')), access: 'account' },
  {
    path: '/create-listing',
    component: lazy(() => import('../features/listings/pages/create-listing-page')),
    access: 'public',
    waitForAuth: true,
  },
  {
    path: '/seller-tools',
    component: lazy(() => import('../features/seller-tools/seller-tools-page')),
    access: 'account',
  },
  {
    path: '/checkout/:listingId/:buyerId',
    component: lazy(() => import('../features/checkout/checkout-page')),
    access: 'account',
  },
  { path: '/orders', component: lazy(() => import('../features/orders/orders-page')), access: 'account' },
  {
    path: '/orders/:id',
    component: lazy(() => import('../features/orders/order-page')),
    access: 'account',
  },
  { path: '/likes', component: lazy(() => import('../features/discover/likes-page')), access: 'account' },
  {
    path: '/saved-searches',
    component: lazy(() => import('../features/saved-searches/saved-searches-page')),
    access: 'account',
  },
  { path: '/bag', component: lazy(() => import('../features/bag/bag-page')), access: 'account' },
  {
    path: '/bag/checkout/:sellerId',
    component: lazy(() => import('../features/checkout/bundle-checkout-page')),
    access: 'account',
  },
  {
    path: '/notifications',
    component: lazy(() => import('../features/notifications/notifications-page')),
    access: 'account',
  },
  { path: '/messages', component: MessagesPage, access: 'account' },
  { path: '/messages/:id', component: MessagesPage, access: 'account' },
  {
    path: '/settings',
    component: lazy(() => import('../features/settings/settings-page')),
    access: 'account',
  },
  { path: '/admin', component: lazy(() => import('../features/admin/admin-page')), access: 'account' },
];
