import type { HttpMethod } from '../../shared/api/endpoint';
import { isErrorCode, type ErrorCode } from '../../shared/error-codes';
import { takeInitialData } from './initial-data';
import { noteServerTime } from './server-clock';

/**
 * The one HTTP client every feature uses. It sends cookies, speaks JSON and turns any non-OK answer
 * into an Error whose message is `${status}: ${body text or status text}` (docs/product/README.md §0.3), so callers
 * and tests can rely on one format. Toasts and redirects belong to the query layer, not here.
 */

export class HttpError extends Error {
  /** The `code` of a `{ error, code }` body: what callers branch on, never the wording. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.code = codeIn(body);
  }
}

function codeIn(body: string): ErrorCode | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed && typeof parsed === 'object' && 'code' in parsed ? parsed.code : undefined;
    return isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

type Method = HttpMethod;

/** Throws HttpError for a non-OK response; answers the response untouched otherwise. */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new HttpError(res.status, text, res.statusText);
  }
  return res;
}

/**
 * A raw request: JSON-encodes `body` unless it is a form (FormData for uploads, URLSearchParams for
 * the one-click unsubscribe), which fetch sends with its own content type.
 */
export async function apiRequest(method: Method, url: string, body?: unknown): Promise<Response> {
  const isForm =
    (typeof FormData !== 'undefined' && body instanceof FormData) || body instanceof URLSearchParams;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined || isForm
        ? { accept: 'application/json' }
        : {
            accept: 'application/json',
            'content-type': 'application/json',
          },
    body: body === undefined ? undefined : isForm ? (body as BodyInit) : JSON.stringify(body),
  });
  noteServerTime(res);
  return throwIfNotOk(res);
}

/** A request whose answer is JSON (an empty 204 answers undefined). */
export async function apiJson<T>(method: Method, url: string, body?: unknown): Promise<T> {
  if (method === 'GET') {
    // The page shell may already carry this answer (server-embedded first data).
    const initial = takeInitialData(url);
    if (initial.found) return initial.value as T;
  }
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiJson<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiJson<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiJson<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => apiJson<T>('PUT', url, body),
  delete: <T>(url: string) => apiJson<T>('DELETE', url),
};

/**
 * The server's own words from an error made by this client, for a toast: the `error` field of a
 * `{ error, code }` body, else the plain body text. Answers `fallback` when there is nothing a person
 * could read (no status prefix, an HTML page, an empty body, a 5xx).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return fallback;
  const status = Number(match[1]);
  const body = match[2]!.trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
      // A 5xx says something useful only when our server chose its words ('Could not store the
      // photo…', 'temporarily unavailable'); an unexpected failure (INTERNAL) keeps the caller's text.
      if (status >= 500 && (!('code' in parsed) || parsed.code === 'INTERNAL')) return fallback;
      return parsed.error || fallback;
    }
    if (status >= 500) return fallback;
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback;
    }
    return fallback;
  } catch {
    // Plain text bodies are already readable; markup is not, nor a proxy's 5xx page.
    return status >= 500 || body.startsWith('<') || body.length > 300 ? fallback : body;
  }
}

/** The HTTP status inside an error made by this client, or undefined. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The `code` of a `{ error, code }` answer inside an error made by this client, if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof HttpError ? error.code : undefined;
}
