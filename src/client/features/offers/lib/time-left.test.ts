import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';
import { thumbnailUrl } from '#client/components/listing-thumb';

const now = new Date('2026-05-01T12:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

describe('formatTimeLeft', () => {
  it('reads days and hours for a fresh 48-hour offer', () => {
    expect(formatTimeLeft(inMinutes(48 * 60), now)).toBe('2d 0h left');
    expect(formatTimeLeft(inMinutes(26 * 60 + 59), now)).toBe('1d 2h left');
  });

  it('reads hours and minutes under a day, minutes under an hour', () => {
    expect(formatTimeLeft(inMinutes(6 * 60), now)).toBe('6h 0m left');
    expect(formatTimeLeft(inMinutes(59), now)).toBe('59m left');
    expect(formatTimeLeft(new Date(now.getTime() + 10_000), now)).toBe('1m left');
  });

  it('says Expired once the time is up or the date is unreadable', () => {
    expect(formatTimeLeft(inMinutes(0), now)).toBe('Expired');
    expect(formatTimeLeft(inMinutes(-5), now)).toBe('Expired');
    expect(formatTimeLeft('not a date', now)).toBe('Expired');
  });
});

describe('thumbnailUrl', () => {
  it('asks for the 320 px variant of our own uploads and leaves other addresses alone', () => {
    expect(thumbnailUrl('/uploads/abc/1280.webp')).toBe('/uploads/abc/320.webp');
    expect(thumbnailUrl('/uploads/abc/640.webp')).toBe('/uploads/abc/320.webp');
    expect(thumbnailUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(thumbnailUrl(null)).toBeNull();
  });
});
