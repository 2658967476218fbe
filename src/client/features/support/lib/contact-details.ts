/** Rethread's published contact details, shown on Contact Us (docs/product/09-information-pages.md §9.2 Contact Us). */
export const CONTACT_DETAILS = {
  supportEmail: 'support@rethread.example',
  legalEmail: 'legal@rethread.example',
  phone: '+1 (555) 014-2389',
  phoneHref: 'tel:+15550142389',
  address: ['Rethread, Inc.', '200 Market Street, Suite 400', 'San Francisco, CA 94105'],
  hours: 'Mon-Fri 9AM-6PM EST',
} as const;

export const RESPONSE_TIMES = [
  { type: 'General inquiries', time: '24 hours' },
  { type: 'Account issues', time: '2 hours' },
  { type: 'Safety concerns', time: '1 hour' },
  { type: 'Emergency', time: 'Immediate' },
] as const;
