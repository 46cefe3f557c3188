import { z } from 'zod';
import { currencyField } from '../validation.ts';
import { invoice, PLAN_IDS, promoSummary, subscription, SUBSCRIPTION_STATUSES } from './billing.schema.ts';
import { CONTEST_STATUSES, POOL_POLICY_KINDS, poolPolicy } from './team-pool.schema.ts';

/** The administrator's console (issue 16): businesses, promo codes, teams and their pools. */

const pageParam = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(1, 'invalidRequest')
  .default(1);
const searchParam = z.string().trim().max(200, 'invalidRequest').optional();
const pageInfo = { page: z.number().int(), total: z.number().int(), hasMore: z.boolean() };
const reasonField = z
  .string({ error: 'adminReasonRequired' })
  .trim()
  .min(1, 'adminReasonRequired')
  .max(500, 'invalidRequest');

// Businesses

export const adminBusinessesQuery = z.object({
  q: searchParam,
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'invalidRequest' }).optional(),
  page: pageParam,
});
export type AdminBusinessesQuery = z.infer<typeof adminBusinessesQuery>;

const adminOwner = z.object({
  id: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
});

export const adminBusinessSummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  owner: adminOwner,
  subscription: z.object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    planId: z.enum(PLAN_IDS).nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
});
export type AdminBusinessSummary = z.infer<typeof adminBusinessSummary>;

export const adminBusinessesPage = z.object({ businesses: z.array(adminBusinessSummary), ...pageInfo });
export type AdminBusinessesPage = z.infer<typeof adminBusinessesPage>;

const adminTeamLine = z.object({ id: z.string(), name: z.string(), code: z.string() });

export const adminBusinessDetail = z.object({
  business: z.object({
    id: z.string(),
    name: z.string(),
    businessType: z.string(),
    address: z.string().nullable(),
    createdAt: z.string(),
    owner: adminOwner,
  }),
  subscription,
  /** The latest 20, newest first. */
  invoices: z.array(invoice),
  promoRedemptions: z.array(promoSummary.extend({ promoCodeId: z.string(), redeemedAt: z.string() })),
  /** Teams owned by the business's owner. */
  teams: z.array(adminTeamLine),
});
export type AdminBusinessDetail = z.infer<typeof adminBusinessDetail>;

// Promo codes

export const PROMO_KIND_VALUES = ['percent', 'amount', 'freeMonths'] as const;
export type PromoKindValue = (typeof PROMO_KIND_VALUES)[number];

export const adminPageQuery = z.object({ page: pageParam });

export const adminPromoCode = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KIND_VALUES),
  /** Percent (1-100), minor units of `currency`, or a number of months. */
  value: z.number().int(),
  currency: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCode>;

export const adminPromoCodesPage = z.object({ promoCodes: z.array(adminPromoCode), ...pageInfo });
export const adminPromoCodeData = z.object({ promoCode: adminPromoCode });

/** The shape only; the command's rules (promoCodeProblem) decide the rest on the server. */
export const adminPromoCodeBody = z.object(
  {
    code: z
      .string({ error: 'promoCodeRequired' })
      .trim()
      .min(1, 'promoCodeRequired')
      .max(40, 'promoCodeInvalid'),
    kind: z.enum(PROMO_KIND_VALUES, { error: 'invalidRequest' }),
    value: z.number({ error: 'invalidRequest' }).int('invalidRequest'),
    currency: currencyField.optional(),
    validFrom: z.coerce.date({ error: 'invalidRequest' }).optional(),
    validUntil: z.coerce.date({ error: 'invalidRequest' }).optional(),
    maxRedemptions: z.number({ error: 'invalidRequest' }).int('invalidRequest').optional(),
  },
  { error: 'invalidRequest' },
);
export type AdminPromoCodeBody = z.input<typeof adminPromoCodeBody>;

export const adminPromoPauseBody = z.object(
  { paused: z.boolean({ error: 'invalidRequest' }), reason: reasonField },
  { error: 'invalidRequest' },
);
export type AdminPromoPauseBody = z.infer<typeof adminPromoPauseBody>;

export const adminPromoRedemptionsPage = z.object({
  redemptions: z.array(
    z.object({ businessId: z.string(), businessName: z.string(), redeemedAt: z.string() }),
  ),
  ...pageInfo,
});
export type AdminPromoRedemptionsPage = z.infer<typeof adminPromoRedemptionsPage>;

// Teams

export const adminTeamsQuery = z.object({ q: searchParam, page: pageParam });

export const adminTeamSummary = adminTeamLine.extend({
  createdAt: z.string(),
  owner: z.object({ id: z.string(), username: z.string(), email: z.string().nullable() }),
  business: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Accepted members, the owner included. */
  membersCount: z.number().int(),
});
export type AdminTeamSummary = z.infer<typeof adminTeamSummary>;

export const adminTeamsPage = z.object({ teams: z.array(adminTeamSummary), ...pageInfo });
export type AdminTeamsPage = z.infer<typeof adminTeamsPage>;

/** paid: every transfer paid; inProgress: some wait; failed: some failed; noTransfers: nothing to pay on. */
export const POOL_RUN_STATES = ['paid', 'inProgress', 'failed', 'noTransfers'] as const;

export const adminTeamDetail = z.object({
  team: adminTeamSummary,
  members: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      fullName: z.string().nullable(),
      role: z.string(),
      status: z.string(),
    }),
  ),
  policy: poolPolicy,
  /** The latest runs, newest first. */
  runs: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      trigger: z.string(),
      policyKind: z.enum(POOL_POLICY_KINDS),
      status: z.enum(POOL_RUN_STATES),
      totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
      sharesCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  contests: z.array(
    z.object({
      id: z.string(),
      runId: z.string(),
      runSeq: z.number().int(),
      member: z.object({ userId: z.string(), username: z.string(), fullName: z.string().nullable() }),
      reason: z.string(),
      status: z.enum(CONTEST_STATUSES),
      answer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminTeamDetail = z.infer<typeof adminTeamDetail>;
