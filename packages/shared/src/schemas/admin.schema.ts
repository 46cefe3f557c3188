import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../money.ts';

/** The administrator's console (issue 16): people, tips, support inbox and audit log. */

const pageParam = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(1, 'invalidRequest')
  .default(1);

export const ADMIN_PAGE_SIZE = 20;

export const adminIdParams = z.object({ id: z.string({ error: 'notFound' }).uuid('notFound') });

const reasonField = z
  .string({ error: 'adminReasonRequired' })
  .trim()
  .min(1, 'adminReasonRequired')
  .max(500, 'invalidRequest');

const pageInfo = { page: z.number().int(), total: z.number().int(), hasMore: z.boolean() };

/** Who an id in a console list is, so the list shows a person, not an id. */
export const adminPersonRef = z.object({
  id: z.string(),
  uniqueId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type AdminPersonRef = z.infer<typeof adminPersonRef>;

// People

export const adminPeopleQuery = z.object({
  q: z.string().trim().max(200, 'invalidRequest').optional(),
  page: pageParam,
});

export const adminPersonSummary = z.object({
  id: z.string(),
  uniqueId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  userType: z.string(),
  chatDisabled: z.boolean(),
  signInDisabledAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPersonSummary = z.infer<typeof adminPersonSummary>;

export const adminPeoplePage = z.object({ people: z.array(adminPersonSummary), ...pageInfo });

const adminTipLine = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  giverUserId: z.string().nullable(),
  receiverUserId: z.string().nullable(),
  createdAt: z.string(),
});

export const adminPersonDetail = z.object({
  person: adminPersonSummary.extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    deletedAt: z.string().nullable(),
  }),
  teams: z.array(z.object({ teamId: z.string(), name: z.string(), role: z.string(), status: z.string() })),
  counts: z.object({ tipsGiven: z.number().int(), tipsReceived: z.number().int() }),
  tipsGiven: z.array(adminTipLine),
  tipsReceived: z.array(adminTipLine),
  payoutAccounts: z.array(
    z.object({
      provider: z.string(),
      label: z.string().nullable(),
      ready: z.boolean(),
      destination: z.boolean(),
    }),
  ),
});

export const adminSwitchBody = z.object(
  {
    disabled: z.boolean({ error: 'invalidRequest' }),
    reason: reasonField,
  },
  { error: 'invalidRequest' },
);
export type AdminSwitchBody = z.infer<typeof adminSwitchBody>;

export const adminPersonData = z.object({ person: adminPersonSummary });

// Tips

export const adminTipRefundBody = z.object(
  {
    amount: z
      .number({ error: 'refundAmountInvalid' })
      .int('refundAmountInvalid')
      .positive('refundAmountInvalid')
      .max(MAX_AMOUNT_MINOR, 'refundAmountInvalid')
      .optional(),
    reason: reasonField,
  },
  { error: 'invalidRequest' },
);
export type AdminTipRefundBody = z.infer<typeof adminTipRefundBody>;

// Support

export const SUPPORT_STATUS_VALUES = ['new', 'answered', 'closed'] as const;
const supportStatus = z.enum(SUPPORT_STATUS_VALUES, { error: 'supportStatusInvalid' });

export const adminSupportQuery = z.object({ status: supportStatus.optional(), page: pageParam });

export const adminSupportRequest = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: supportStatus,
  mailedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminSupportReply = z.object({
  id: z.string(),
  adminUserId: z.string(),
  body: z.string(),
  mailedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminSupportPage = z.object({ requests: z.array(adminSupportRequest), ...pageInfo });
export const adminSupportDetail = z.object({
  request: adminSupportRequest,
  replies: z.array(adminSupportReply),
});

export const adminSupportReplyBody = z.object(
  {
    body: z
      .string({ error: 'adminReplyRequired' })
      .trim()
      .min(1, 'adminReplyRequired')
      .max(5000, 'invalidRequest'),
  },
  { error: 'invalidRequest' },
);
export type AdminSupportReplyBody = z.infer<typeof adminSupportReplyBody>;

export const adminSupportStatusBody = z.object({ status: supportStatus }, { error: 'invalidRequest' });

// Audit

export const adminAuditQuery = z.object({
  action: z.string().trim().max(100, 'invalidRequest').optional(),
  targetType: z.string().trim().max(50, 'invalidRequest').optional(),
  targetId: z.string().trim().max(100, 'invalidRequest').optional(),
  page: pageParam,
});

export const adminAuditEntry = z.object({
  id: z.number().int(),
  adminUserId: z.string(),
  admin: adminPersonRef.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const adminAuditPage = z.object({ entries: z.array(adminAuditEntry), ...pageInfo });

export const TIP_STATUS_VALUES = ['pending', 'requiresAction', 'succeeded', 'failed'] as const;

export const adminTipsQuery = z.object({
  /** A person's id, unique ID or user name. */
  receiver: z.string().trim().min(1, 'invalidRequest').max(100, 'invalidRequest').optional(),
  giverEmail: z.string().trim().min(1, 'invalidRequest').max(320, 'invalidRequest').optional(),
  /** The tip's total, in minor units. */
  amount: z.coerce
    .number({ error: 'invalidRequest' })
    .int('invalidRequest')
    .min(0, 'invalidRequest')
    .optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'invalidRequest')
    .transform((c) => c.toUpperCase())
    .optional(),
  from: z.coerce.date({ error: 'invalidRequest' }).optional(),
  to: z.coerce.date({ error: 'invalidRequest' }).optional(),
  status: z.enum(TIP_STATUS_VALUES, { error: 'invalidRequest' }).optional(),
  page: pageParam,
});
export type AdminTipsQuery = z.infer<typeof adminTipsQuery>;

export const adminTip = z.object({
  id: z.string(),
  status: z.string(),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  currency: z.string(),
  tipAmount: z.number().int(),
  feeAmount: z.number().int(),
  netAmount: z.number().int(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  giverUserId: z.string().nullable(),
  giverEmail: z.string().nullable(),
  receiverUserId: z.string().nullable(),
  receiver: adminPersonRef.nullable(),
  toTeamId: z.string().nullable(),
  creditTo: z.string(),
  createdAt: z.string(),
});

export const adminTipsPage = z.object({ tips: z.array(adminTip), ...pageInfo });

export const adminTipDetail = z.object({
  tip: adminTip,
  ledger: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      reference: z.string(),
      createdAt: z.string(),
      entries: z.array(z.object({ accountKey: z.string(), currency: z.string(), amount: z.number().int() })),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      refundedTotal: z.number().int(),
      status: z.string(),
      requestedBy: z.string().nullable(),
      providerRefundId: z.string().nullable(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  /** What the provider says of the charge; `reachable: false` when it could not be asked. */
  providerRecord: z.object({
    reachable: z.boolean(),
    found: z.boolean(),
    status: z.string().nullable(),
    paymentId: z.string().nullable(),
  }),
});

export const adminTipData = z.object({ tip: adminTip });
