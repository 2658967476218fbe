import { z } from 'zod';
import { claimSchema } from './claims.js';
import { ORDER_STATUS_VALUES } from './orders.js';
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './reports.js';
import { PARCEL_SIZES } from './shipping.js';
import { plainText } from './text-rules.js';

/**
 * The operator console: people with the `admin` role — granted only from the command line,
 * `npm run admin:grant -- someone@example.com` — decide claims, act on reports, look up and refund
 * orders, and set the fee and shipping-rate tables. Every action names its reason and lands in the
 * audit log with who and when. Every /api/admin endpoint answers 403 to anyone else.
 */

export const AUDIT_PAGE_SIZE = 50;
export const ADMIN_NOTE_MAX_LENGTH = 1000;

export const AUDIT_ACTIONS = [
  'claim.refund',
  'claim.partial_refund',
  'claim.release',
  'order.refund',
  'report.dismiss',
  'listing.hide',
  'listing.unhide',
  'comment.hide',
  'user.suspend',
  'user.unsuspend',
  'fees.update',
  'shipping_rates.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const adminMessages = {
  forbidden: 'Only Rethread operators can do this',
  noteRequired: 'Say why: the reason goes into the audit log',
  noteTooLong: `The reason can be at most ${ADMIN_NOTE_MAX_LENGTH} characters`,
  claimNotAwaiting: 'This claim is not waiting for an operator',
  refundAmountInvalid: 'Enter a refund between $0.01 and the order total',
  partialMustBeLess: 'A partial refund must be less than the order total; choose a full refund instead',
  orderNotRefundable: 'This order has no payment left to refund',
  orderHasOpenClaim: 'This order has an open claim: decide the claim instead',
  reportNotOpen: 'This report has already been handled',
  actionNotForKind: 'That action does not apply to this report',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  cannotSuspendAdmin: 'An operator cannot be suspended from the console',
  listingNotFound: 'Listing not found',
  userNotFound: 'User not found',
  reportNotFound: 'Report not found',
  searchTooShort: 'Type at least 3 characters',
  feesInvalid: 'Fees must be whole numbers: percentages between 0 and 100%, amounts between $0 and $1,000',
  rateInvalid: 'Each rate must be between $0.00 and $1,000.00',
  // Toasts.
  done: 'Done',
} as const;

/** Every operator action says why; the reason is kept in the audit log. */
export const adminNoteSchema = z
  .string({ error: adminMessages.noteRequired })
  .refine(...plainText('Reason'))
  .trim()
  .min(1, { error: adminMessages.noteRequired, abort: true })
  .max(ADMIN_NOTE_MAX_LENGTH, { error: adminMessages.noteTooLong });

const cents = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(100_000_000, { error });

/** GET /api/users/me/roles: asked by every signed-in person, so it answers 200 whatever the role. */
export const rolesReplySchema = z.object({ isAdmin: z.boolean() });

export const adminMeReplySchema = z.object({ isAdmin: z.literal(true) });

// --- Claims ---------------------------------------------------------------------------------------

export const adminClaimsQuerySchema = z.object({
  status: z.enum(['awaiting_operator', 'open', 'resolved']).default('awaiting_operator'),
});
export const adminClaimsReplySchema = z.object({ claims: z.array(claimSchema) });

/** POST /api/admin/claims/:id/decide */
export const decideClaimInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('refund'), note: adminNoteSchema }),
    z.strictObject({
      decision: z.literal('partial_refund'),
      refundCents: cents(adminMessages.refundAmountInvalid).min(1, {
        error: adminMessages.refundAmountInvalid,
      }),
      note: adminNoteSchema,
    }),
    z.strictObject({ decision: z.literal('release'), note: adminNoteSchema }),
  ],
  { error: 'Choose refund, partial_refund or release' },
);
export type DecideClaimInput = z.input<typeof decideClaimInputSchema>;

// --- Reports --------------------------------------------------------------------------------------

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
});

export const adminReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  message: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  reporter: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  /** What was reported, as the operator needs to judge it; null when it no longer exists. */
  target: z
    .object({
      /** A line naming it: the listing's title, the person's handle, the comment's or conversation's start. */
      label: z.string(),
      /** Where to see it in the app, when it has a page. */
      url: z.string().nullable(),
      /** The person answerable for it: the seller, the author, the person reported, the other party. */
      owner: z.object({ id: z.string(), handle: z.string(), suspended: z.boolean() }).nullable(),
      /** Whether it is hidden already (listings and comments). */
      hidden: z.boolean(),
    })
    .nullable(),
  /** How many people reported the same thing. */
  reportCount: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsReplySchema = z.object({ reports: z.array(adminReportSchema) });

/**
 * POST /api/admin/reports/:id/resolve: hide the listing or comment, suspend the person answerable (the
 * person reported, the listing's seller, the comment's author, the conversation's other party), or
 * dismiss. Every open report of the same thing is closed with it.
 */
export const resolveReportInputSchema = z.strictObject({
  action: z.enum(['hide', 'suspend', 'dismiss'], { error: 'Choose hide, suspend or dismiss' }),
  note: adminNoteSchema,
});
export type ResolveReportInput = z.input<typeof resolveReportInputSchema>;

// --- People and listings --------------------------------------------------------------------------

export const adminNoteInputSchema = z.strictObject({ note: adminNoteSchema });

export const adminUserSchema = z.object({
  id: z.string(),
  handle: z.string(),
  display: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
});
export const adminUserReplySchema = z.object({ user: adminUserSchema });
export const adminListingReplySchema = z.object({
  listing: z.object({ id: z.string(), title: z.string(), hidden: z.boolean() }),
});

// --- Orders ---------------------------------------------------------------------------------------

export const adminOrdersQuerySchema = z.object({
  /** An order id, or a buyer's or seller's e-mail or handle. */
  q: z
    .string({ error: adminMessages.searchTooShort })
    .trim()
    .min(3, { error: adminMessages.searchTooShort })
    .max(200, { error: adminMessages.searchTooShort }),
});

export const adminOrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  totalCents: z.number().int(),
  priceCents: z.number().int(),
  shippingCents: z.number().int(),
  /** What has gone back to the buyer so far. */
  refundedCents: z.number().int(),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  listing: z.object({ id: z.string(), title: z.string() }),
  buyer: z.object({ id: z.string(), handle: z.string(), email: z.string() }),
  seller: z.object({
    id: z.string(),
    handle: z.string(),
    email: z.string(),
    /** How many paid sales this seller has cancelled before shipping, ever. */
    cancellations: z.number().int(),
  }),
  claim: z.object({ id: z.string(), status: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersReplySchema = z.object({ orders: z.array(adminOrderSchema) });
export const adminOrderReplySchema = z.object({ order: adminOrderSchema });

/** POST /api/admin/orders/:id/refund: in full (amountCents = what is left) or in part; once per order. */
export const adminRefundInputSchema = z.strictObject({
  amountCents: cents(adminMessages.refundAmountInvalid).min(1, { error: adminMessages.refundAmountInvalid }),
  note: adminNoteSchema,
});
export type AdminRefundInput = z.input<typeof adminRefundInputSchema>;

// --- Fee and shipping tables ----------------------------------------------------------------------

const bps = z
  .number({ error: adminMessages.feesInvalid })
  .int({ error: adminMessages.feesInvalid })
  .min(0, { error: adminMessages.feesInvalid })
  .max(10_000, { error: adminMessages.feesInvalid });
const feeCents = z
  .number({ error: adminMessages.feesInvalid })
  .int({ error: adminMessages.feesInvalid })
  .min(0, { error: adminMessages.feesInvalid })
  .max(100_000, { error: adminMessages.feesInvalid });

export const feeTableSchema = z.strictObject({
  sellerPercentBps: bps,
  lowPriceFlatFeeCents: feeCents,
  lowPriceThresholdCents: feeCents,
  buyerProtectionBps: bps,
  buyerProtectionCapCents: feeCents,
});
export const feeTableInputSchema = feeTableSchema.extend({ note: adminNoteSchema });
export const feeTableReplySchema = z.object({ fees: feeTableSchema });

const rate = z
  .number({ error: adminMessages.rateInvalid })
  .int({ error: adminMessages.rateInvalid })
  .min(0, { error: adminMessages.rateInvalid })
  .max(100_000, { error: adminMessages.rateInvalid });
export const rateTableSchema = z.strictObject(
  Object.fromEntries(PARCEL_SIZES.map((size) => [size, rate])) as Record<
    (typeof PARCEL_SIZES)[number],
    typeof rate
  >,
);
export const rateTableInputSchema = z.strictObject({ rates: rateTableSchema, note: adminNoteSchema });
export const rateTableReplySchema = z.object({ rates: rateTableSchema });

// --- Audit log ------------------------------------------------------------------------------------

export const auditQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string(),
  /** What changed, e.g. the amount refunded or the table before and after. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), handle: z.string() }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditReplySchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
