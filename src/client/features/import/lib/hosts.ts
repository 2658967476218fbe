import { IMPORT_HOSTS, isImportProfileUrl, type ImportPlatform } from '#shared/imports';

/**
 * The page's own URL checks (docs/product/06-imports.md §6.5). They only decide whether to show a warning; the server checks
 * every URL again and is the one that refuses.
 */

function parse(raw: string): URL | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    // People paste "poshmark.com/listing/…" without a scheme; judge the host they meant.
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** The platform whose host (with or without www.) the text names, or null. */
export function platformOfHost(raw: string): ImportPlatform | null {
  const url = parse(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (IMPORT_HOSTS.poshmark.includes(host)) return 'poshmark';
  if (IMPORT_HOSTS.mercari.includes(host)) return 'mercari';
  return null;
}

/** Single import: warn unless the host is poshmark.com or mercari.com, with or without www. */
export function showListingHostWarning(raw: string): boolean {
  return raw.trim() !== '' && platformOfHost(raw) === null;
}

/**
 * Profile import: a Poshmark closet (/closet/…) or a Mercari profile (/u/…, also /us/u/… which the
 * site itself links to). Anything else gets the inline warning.
 */
export function isValidProfileUrl(raw: string): boolean {
  const url = parse(raw);
  if (!url) return false;
  const platform = platformOfHost(raw);
  if (platform === 'poshmark' && url.pathname.startsWith('/closet/')) return true;
  if (platform === 'mercari' && url.pathname.startsWith('/u/')) return true;
  return isImportProfileUrl(raw);
}

export function showProfileUrlWarning(raw: string): boolean {
  return raw.trim() !== '' && !isValidProfileUrl(raw);
}
