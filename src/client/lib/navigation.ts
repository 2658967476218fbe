/** Where the navigation bar's search box goes (docs/product/09-information-pages.md §9.1): trimmed text searches, nothing browses. */
export function searchTarget(text: string): string {
  const term = text.trim();
  return term ? `/trending?search=${encodeURIComponent(term)}` : '/trending';
}

/**
 * A path we may send someone to after signing in: local to this site only, so a crafted
 * `?returnTo=//evil.example` link cannot bounce a fresh session to another site.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** The sign-in page address that brings the person back to `path` afterwards. */
export function loginPath(path?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const back = safeReturnTo(path);
  if (back && back !== '/' && !back.startsWith('/login')) params.set('returnTo', back);
  const qs = params.toString();
  return qs ? `/login?${qs}` : '/login';
}
