import { describe, expect, it } from 'vitest';
import {
  createLiveShowInputSchema,
  createQuestionInputSchema,
  isHttpsUrl,
  localDateTimeToIso,
  scheduleShowFormSchema,
} from './live-shows';

const soon = () => new Date(Date.now() + 3_600_000).toISOString();
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('live show rules', () => {
  it('accept only absolute https links as stream URLs', () => {
    expect(isHttpsUrl('https://stream.example.com/x')).toBe(true);
    for (const bad of [
      'http://stream.example.com',
      'javascript:alert(1)',
      'stream.example.com',
      '',
      'https://user:pw@x.com',
    ]) {
      expect(isHttpsUrl(bad)).toBe(false);
    }
  });

  it('turn an empty stream URL into null and keep the trimmed title', () => {
    const parsed = createLiveShowInputSchema.parse({ title: '  Denim  ', startAt: soon(), streamUrl: '  ' });
    expect(parsed).toMatchObject({ title: 'Denim', streamUrl: null });
  });

  it('say which rule failed first', () => {
    expect(firstMessage(createLiveShowInputSchema.safeParse({ startAt: soon() }))).toBe(
      'Please fill in all required fields',
    );
    expect(firstMessage(createLiveShowInputSchema.safeParse({ title: 'Denim', startAt: 'soon' }))).toBe(
      'Please choose a valid date and time',
    );
    expect(firstMessage(createQuestionInputSchema.safeParse({ body: ' \n ' }))).toBe(
      'Please type a question',
    );
  });

  it('read the form’s local date-time in the runtime zone', () => {
    const local = '2031-05-06T07:08';
    expect(localDateTimeToIso(local)).toBe(new Date(2031, 4, 6, 7, 8).toISOString());
    expect(localDateTimeToIso('06/05/2031 07:08')).toBeNull();
    expect(scheduleShowFormSchema.safeParse({ title: 'Denim', startAt: local, streamUrl: '' }).success).toBe(
      true,
    );
    expect(
      firstMessage(
        scheduleShowFormSchema.safeParse({ title: 'Denim', startAt: '2001-01-01T10:00', streamUrl: '' }),
      ),
    ).toBe('The show cannot start in the past');
  });
});
