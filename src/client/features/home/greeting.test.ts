import { describe, expect, it } from 'vitest';
import { greeting, NEW_ACCOUNT_HOURS } from './greeting';

const now = Date.parse('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe('the dashboard greeting', () => {
  it('welcomes an account made today, and welcomes back an older one', () => {
    expect(greeting('Nora Blake', hoursAgo(0.1), now)).toBe('Welcome, Nora');
    expect(greeting('Nora Blake', hoursAgo(NEW_ACCOUNT_HOURS - 1), now)).toBe('Welcome, Nora');
    expect(greeting('Anna Lee', hoursAgo(NEW_ACCOUNT_HOURS + 1), now)).toBe('Welcome back, Anna');
  });

  it('says only "Welcome" while the account is not known yet', () => {
    expect(greeting('Anna Lee', undefined, now)).toBe('Welcome, Anna');
    expect(greeting(undefined, undefined, now)).toBe('Welcome');
  });
});
