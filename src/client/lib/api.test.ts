// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest, errorMessage, errorStatus, HttpError } from './api';
import { queryKeyToUrl } from './query-client';

function mockFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api error format (docs/product/README.md §0.3)', () => {
  it('throws "{status}: {body}" for a non-OK answer with a body', async () => {
    mockFetch(401, '{"error":"Invalid email or password","code":"UNAUTHENTICATED"}', 'Unauthorized');
    const error = await api
      .post('/api/auth/login', { email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(
      '401: {"error":"Invalid email or password","code":"UNAUTHENTICATED"}',
    );
    expect(errorStatus(error)).toBe(401);
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(api.get('/api/health')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('sends cookies and JSON, and answers the parsed body', async () => {
    const fetchMock = mockFetch(200, '{"user":{"id":"1"}}');
    await expect(api.post('/api/auth/login', { email: 'a@b.co' })).resolves.toEqual({ user: { id: '1' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('answers undefined for 204 and passes FormData through untouched', async () => {
    const fetchMock = mockFetch(204, '');
    const form = new FormData();
    form.append('images', 'x');
    await expect(apiRequest('POST', '/api/upload-images', form)).resolves.toBeInstanceOf(Response);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('pulls the error field out of an API error', () => {
    expect(
      errorMessage(new Error('409: {"error":"Email taken","code":"CONFLICT"}'), 'Registration failed'),
    ).toBe('Email taken');
  });

  it('shows a rate limit in the words of the server, so a toast says how long to wait', () => {
    const body = JSON.stringify({
      error: 'You have made a lot of offers in a short time. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(errorMessage(new HttpError(429, body, 'Too Many Requests'), 'Failed to submit offer')).toBe(
      'You have made a lot of offers in a short time. Please wait a minute and try again.',
    );
  });

  it('keeps a short plain-text body', () => {
    expect(errorMessage(new Error('400: Bad things'), 'fallback')).toBe('Bad things');
  });

  it("shows a 5xx's words when the server chose them (busy, storage full, database away)", () => {
    const body = '{"error":"Could not store the photo. Please try again.","code":"STORAGE_FAILED"}';
    expect(errorMessage(new HttpError(507, body, 'Insufficient Storage'), 'Failed to upload images')).toBe(
      'Could not store the photo. Please try again.',
    );
    expect(errorMessage(new Error('502: Bad gateway'), 'fb')).toBe('fb');
    expect(errorMessage(new Error('503: {"error":"No code"}'), 'fb')).toBe('fb');
  });

  it('falls back for 5xx, empty bodies, markup, network errors and non-errors', () => {
    expect(
      errorMessage(new Error('500: {"error":"Something went wrong","code":"INTERNAL"}'), 'Login failed'),
    ).toBe('Login failed');
    expect(errorMessage(new Error('404: '), 'fb')).toBe('fb');
    expect(errorMessage(new Error('404: <html><body>nope</body></html>'), 'fb')).toBe('fb');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fb')).toBe('fb');
    expect(errorMessage(undefined, 'fb')).toBe('fb');
    expect(errorMessage(new Error('400: {"code":"X"}'), 'fb')).toBe('fb');
  });
});

describe('queryKeyToUrl (default query function)', () => {
  it('joins key segments with "/"', () => {
    expect(queryKeyToUrl(['/api/listings', 'abc', 'comments'])).toBe('/api/listings/abc/comments');
  });

  it('turns a trailing object into a query string, skipping empty values', () => {
    expect(
      queryKeyToUrl(['/api/listings', { limit: 6, category: undefined, search: '', sizes: ['S', 'M'] }]),
    ).toBe('/api/listings?limit=6&sizes=S%2CM');
    expect(queryKeyToUrl(['/api/listings', {}])).toBe('/api/listings');
  });
});
