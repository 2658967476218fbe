// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resetInitialData, takeInitialData } from './initial-data';

afterEach(() => {
  document.body.innerHTML = '';
  resetInitialData();
});

describe('takeInitialData', () => {
  it('answers each embedded entry once, then nothing', () => {
    document.body.innerHTML =
      '<script type="application/json" id="rethread-initial-data">{"/api/auth/user":null,"/api/listings/1":{"listing":{"id":"1"}}}</script>';
    expect(takeInitialData('/api/auth/user')).toEqual({ found: true, value: null });
    expect(takeInitialData('/api/auth/user')).toEqual({ found: false });
    expect(takeInitialData('/api/listings/1')).toEqual({ found: true, value: { listing: { id: '1' } } });
    expect(takeInitialData('/api/other')).toEqual({ found: false });
  });

  it('copes with a page that has no block or a broken one', () => {
    expect(takeInitialData('/api/auth/user')).toEqual({ found: false });
    resetInitialData();
    document.body.innerHTML = '<script type="application/json" id="rethread-initial-data">{broken</script>';
    expect(takeInitialData('/api/auth/user')).toEqual({ found: false });
  });
});
