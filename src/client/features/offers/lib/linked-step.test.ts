import { describe, expect, it } from 'vitest';
import { offerStepUrl } from '#shared/notifications';
import { offerFixture as offer } from '../../../test/fixtures';
import { changeSince, describeStep, findLinkedThread, LINKED_STEP_GONE, linkedStepOf } from './linked-step';
import { groupThreads } from './threads';

const search = (url: string) => url.slice(url.indexOf('?'));

describe('a notification’s link to an offer step', () => {
  it('reads the step and its status back from the link the server builds', () => {
    expect(linkedStepOf(search(offerStepUrl({ id: 'o2', status: 'pending' }, 'seller')))).toEqual({
      stepId: 'o2',
      status: 'pending',
    });
    expect(linkedStepOf('?tab=received')).toBeNull();
    expect(LINKED_STEP_GONE).toMatch(/no longer/);
  });

  it('finds the thread in whichever list holds it', () => {
    const mine = groupThreads([offer({ id: 'a', threadId: 'a' })]);
    const theirs = groupThreads([offer({ id: 'b', threadId: 'b' }), offer({ id: 'c', threadId: 'b' })]);
    expect(findLinkedThread({ sent: mine, received: theirs }, 'c')).toMatchObject({
      role: 'received',
      thread: { id: 'b' },
    });
    expect(findLinkedThread({ sent: mine, received: undefined }, 'a')?.role).toBe('sent');
    expect(findLinkedThread({ sent: mine, received: theirs }, 'zz')).toBeNull();
  });

  it('says nothing while the thread stands where the notification left it', () => {
    const [thread] = groupThreads([offer({ id: 'o1', status: 'pending' })]);
    expect(changeSince(thread!, { stepId: 'o1', status: 'pending' }, 'seller')).toBeNull();
    expect(changeSince(thread!, { stepId: 'o1', status: null }, 'seller')).toBeNull();
  });

  it('says what happened since: a counter, an answer, a withdrawal, an expiry', () => {
    const t0 = '2026-11-27T10:00:00Z';
    const t1 = '2026-11-27T11:00:00Z';
    const countered = groupThreads([
      offer({ id: 'o1', threadId: 'o1', status: 'countered', createdAt: t0 }),
      offer({ id: 'o2', threadId: 'o1', madeBy: 'seller', offerCents: 3600, createdAt: t1 }),
    ])[0]!;
    // The seller was told of the buyer's offer; they countered since (in another tab).
    expect(changeSince(countered, { stepId: 'o1', status: 'pending' }, 'seller')).toBe(
      'This offer has changed since: You countered with $36.00.',
    );
    expect(changeSince(countered, { stepId: 'o1', status: 'pending' }, 'buyer')).toBe(
      'This offer has changed since: @anna_vintage countered with $36.00.',
    );
    const accepted = groupThreads([offer({ id: 'o1', status: 'accepted' })])[0]!;
    expect(changeSince(accepted, { stepId: 'o1', status: 'pending' }, 'buyer')).toBe(
      'This offer has changed since: @anna_vintage accepted the $30.00 offer.',
    );
    expect(describeStep(offer({ status: 'declined' }), 'seller')).toBe('You declined the $30.00 offer.');
    expect(describeStep(offer({ status: 'cancelled' }), 'seller')).toBe('@sam withdrew the $30.00 offer.');
    expect(describeStep(offer({ status: 'expired' }), 'buyer')).toBe('The $30.00 offer expired.');
    expect(describeStep(offer({ status: 'completed' }), 'buyer')).toBe('The item was bought at $30.00.');
    // A pending step that opened the thread is an offer, not a counter.
    expect(describeStep(offer({ status: 'pending' }), 'seller', true)).toBe('@sam offered $30.00.');
  });
});
