/**
 * Rethread's published contact details, shown on Contact Us (docs/product/09-information-pages.md §9.2
 * Contact Us). No phone number: there is no phone line to publish, and a made-up one would be dialled.
 */
export const CONTACT_DETAILS = {
  supportEmail: 'support@rethread.example',
  legalEmail: 'legal@rethread.example',
  address: ['Rethread, Inc.', '200 Market Street, Suite 400', 'San Francisco, CA 94105'],
} as const;

export const RESPONSE_TIMES = [
  { type: 'General inquiries', time: '24 hours' },
  { type: 'Account issues', time: '2 hours' },
  { type: 'Safety concerns', time: '1 hour' },
  { type: 'Emergency', time: 'Immediate' },
] as const;
