import type { ComponentType } from 'react';

/** The dashboard's four tabs (docs/product/09-information-pages.md §9.1 Home dashboard); `/?tab=<value>` preselects one. */
export const HOME_TABS = [
  { value: 'listings', label: 'Trending Items' },
  { value: 'profile', label: 'My Profile' },
  { value: 'tools', label: 'Seller Tools' },
  { value: 'live', label: 'Live Shows' },
] as const;

export type HomeTab = (typeof HOME_TABS)[number]['value'];

/**
 * What a tab shows, supplied by the app (app/home-tabs.tsx) so features never import each other.
 * A missing panel shows the "coming in a later release" notice.
 */
export type HomeTabPanels = Partial<Record<HomeTab, ComponentType>>;

export function parseHomeTab(value: string | null): HomeTab {
  return HOME_TABS.some((t) => t.value === value) ? (value as HomeTab) : 'listings';
}
