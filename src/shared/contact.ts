import { z } from 'zod';
import { plainText } from './text-rules.js';

/** The Contact Us form's categories, in the order the spec lists them (docs/product/09-information-pages.md §9.4). */
export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Account Issues',
  'Buying Questions',
  'Selling Questions',
  'Payment Issues',
  'Shipping Problems',
  'Technical Support',
  'Safety Concerns',
  'Partnership Inquiry',
  'Press/Media',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  /** The confirmation the API answers and the page shows. */
  thanks: (reference: string) => `Thanks — we received your message. Your reference is ${reference}`,
} as const;

/** A contact reference such as RT-7K3M9Q: no 0/O or 1/I, so it survives being read aloud. */
export const CONTACT_REFERENCE_PATTERN = /^RT-[2-9A-HJ-NP-Z]{6}$/;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is one of the ten categories; used to honour `?category=` presets. */
export function isContactCategory(value: unknown): value is ContactCategory {
  return typeof value === 'string' && (CONTACT_CATEGORIES as readonly string[]).includes(value);
}

/** The contact form (docs/product/09-information-pages.md §9.4): one schema for POST /api/contact and the Contact Us form. */
export const contactInputSchema = z.object({
  name: z
    .string({ error: contactMessages.name })
    .refine(...plainText('Name'))
    .trim()
    .min(2, { error: contactMessages.name, abort: true })
    .max(CONTACT_LIMITS.name, { error: `Name must be at most ${CONTACT_LIMITS.name} characters` }),
  email: z
    .string({ error: contactMessages.email })
    .refine(...plainText('Email'))
    .trim()
    .max(254, { error: contactMessages.email, abort: true })
    .regex(EMAIL_PATTERN, { error: contactMessages.email }),
  subject: z
    .string({ error: contactMessages.subject })
    .refine(...plainText('Subject'))
    .trim()
    .min(5, { error: contactMessages.subject, abort: true })
    .max(CONTACT_LIMITS.subject, { error: `Subject must be at most ${CONTACT_LIMITS.subject} characters` }),
  category: z.enum(CONTACT_CATEGORIES, { error: contactMessages.category }),
  message: z
    .string({ error: contactMessages.message })
    .refine(...plainText('Message'))
    .trim()
    .min(10, { error: contactMessages.message, abort: true })
    .max(CONTACT_LIMITS.message, {
      error: `Message must be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
    }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactReplySchema = z.object({ reference: z.string(), message: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;
