import { describe, expect, it } from 'vitest';
import { badgeText, unreadLabel } from './count-badge';

describe('the unread count on a navigation icon', () => {
  it('says "99+" past 99', () => {
    expect(badgeText(4)).toBe('4');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });

  it('names the unread count in the control’s accessible name', () => {
    expect(unreadLabel('Notifications', 0)).toBe('Notifications');
    expect(unreadLabel('Notifications', 3)).toBe('Notifications, 3 unread');
    expect(unreadLabel('Messages', 0)).toBe('Messages');
    expect(unreadLabel('Messages', 3)).toBe('Messages, 3 unread');
  });
});
