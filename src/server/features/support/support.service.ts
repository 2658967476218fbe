import { randomInt } from 'node:crypto';
import { contactMessages as messages, type ContactInput } from '#shared/contact.js';
import type { AppContext } from '../../context.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { insertContactMessage } from './support.queries.js';

// No 0/O or 1/I: people read references aloud over the phone and type them into replies.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;
const MAX_REFERENCE_ATTEMPTS = 5;

/** A random reference such as `RT-7K3M9Q`; 32^6 ≈ 1.07 billion, so a clash is rare and retried. */
export function newReference(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `RT-${code}`;
}

/**
 * Stores a Contact Us message (docs/product/10-decisions-beyond-the-spec.md §10.8) and answers its reference. Anyone may write; a signed-in
 * sender's account is linked so support can see their orders. Limited per IP because the form is open
 * to visitors and every message lands in a person's inbox.
 */
export async function submitContactMessage(
  ctx: AppContext,
  input: ContactInput,
  sender: { ip: string; userId: string | null },
  makeReference: () => string = newReference,
): Promise<{ reference: string; message: string }> {
  await consumeActionLimit(ctx.db, 'contact', sender);
  for (let attempt = 0; attempt < MAX_REFERENCE_ATTEMPTS; attempt++) {
    const reference = makeReference();
    try {
      await insertContactMessage(ctx.db, { ...input, reference, userId: sender.userId });
      return { reference, message: messages.thanks(reference) };
    } catch (err) {
      // Another message drew the same reference: draw again rather than fail the sender.
      if (isUniqueViolation(err, 'contact_messages_reference_unique')) continue;
      throw err;
    }
  }
  throw new AppError('INTERNAL', 500, 'We could not file your message. Please try again.');
}
