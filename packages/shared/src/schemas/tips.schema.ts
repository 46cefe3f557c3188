import { z } from 'zod';
import { MAX_AMOUNT_MINOR, percentToBasisPoints } from '../money.ts';
import { currencyField, emailField, languageField } from '../validation.ts';
import { poolNote } from './team-pool.schema.ts';

/**
 * card, applePay, googlePay: the card rail (or Flutterwave's hosted card checkout); paypal: the
 * giver approves in PayPal; mobileMoney: the giver approves on their phone (Flutterwave).
 */
export const PAYMENT_TYPES = ['card', 'applePay', 'googlePay', 'paypal', 'mobileMoney'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** requiresAction: the giver's bank asks them to confirm (3-D Secure) before the charge is made. */
export const TIP_STATUSES = ['pending', 'requiresAction', 'succeeded', 'failed'] as const;

/** SPEC 3: three thank-you messages and three praise messages a giver can pick. */
export const CANNED_COMMENTS = {
  thanksGreatService: 'Thank you for the great service!',
  thanksMadeMyDay: 'Thank you, you made my day!',
  thanksSeeYouAgain: 'Thanks a lot, see you next time!',
  praiseFriendly: 'Friendly and attentive',
  praiseProfessional: 'Very professional',
  praiseAboveAndBeyond: 'Went above and beyond',
} as const;
export type CannedCommentKey = keyof typeof CANNED_COMMENTS;
export const CANNED_COMMENT_KEYS = Object.keys(CANNED_COMMENTS) as [CannedCommentKey, ...CannedCommentKey[]];

/** SPEC 4 and 9: a rating is shown from 5 reviews on, from 0 to 5 in half steps. */
export const MIN_REVIEWS_FOR_RATING = 5;

/** Average of star ratings rounded half-up to the nearest half star; 0 while too few to show. */
export function displayedRating(sumOfStars: number, reviewsCount: number): number {
  if (reviewsCount < MIN_REVIEWS_FOR_RATING) return 0;
  const halves = Math.floor((4 * sumOfStars + reviewsCount) / (2 * reviewsCount));
  return Math.min(10, Math.max(0, halves)) / 2;
}

const minorAmount = (key: 'amountInvalid') =>
  z.number({ error: key }).int(key).positive(key).max(MAX_AMOUNT_MINOR, 'amountTooLarge');

/** The Idempotency-Key header of POST /transactions/createtransactions (a UUID is a good one). */
export const idempotencyKeyField = z
  .string({ error: 'idempotencyKeyRequired' })
  .regex(/^[\x21-\x7e]{8,255}$/, 'idempotencyKeyInvalid');

/**
 * POST /transactions/createtransactions. Amounts are integers of the currency's minor unit:
 * either `amount`, or `billAmount` with `percent` (e.g. 15 or "12.5"), rounded once, half-up.
 */
export const createTipBody = z
  .object(
    {
      /** The receiver's id, unique ID (digits) or QR payee code. */
      payee: z
        .string({ error: 'uniqueIdRequired' })
        .trim()
        .min(1, 'uniqueIdRequired')
        .max(64, 'payeeNotFound'),
      amount: minorAmount('amountInvalid').optional(),
      billAmount: minorAmount('amountInvalid').optional(),
      percent: z.union([z.number(), z.string()], { error: 'percentInvalid' }).optional(),
      currency: currencyField,
      paymentType: z.enum(PAYMENT_TYPES, { error: 'paymentTypeInvalid' }),
      /** A token from the provider (tok_sandbox_... in sandbox mode, pm_... from Stripe Elements). */
      paymentMethod: z
        .string({ error: 'paymentMethodInvalid' })
        .trim()
        .min(1, 'paymentMethodInvalid')
        .max(255, 'paymentMethodInvalid')
        .optional(),
      /** Instead of paymentMethod: one of the signed-in giver's saved cards (GET /cards). */
      savedCardId: z.string({ error: 'cardNotFound' }).uuid('cardNotFound').optional(),
      /** The giver adds the platform fee on top, so the receiver gets the whole tip. */
      coverFee: z.boolean({ error: 'invalidRequest' }).default(false),
      comment: z.string({ error: 'commentTooLong' }).trim().max(500, 'commentTooLong').optional(),
      /** Where to send a receipt. */
      email: emailField.optional(),
      /** The language of the page the giver pays on: the receipt is written in it (English if absent). */
      language: languageField.optional(),
      /** With paymentType mobileMoney: the wallet charged (networks by currency: payment-rails.ts). */
      mobileMoney: z
        .object(
          {
            network: z
              .string({ error: 'mobileNetworkInvalid' })
              .trim()
              .min(1, 'mobileNetworkInvalid')
              .max(20, 'mobileNetworkInvalid'),
            phone: z
              .string({ error: 'mobilePhoneInvalid' })
              .trim()
              .regex(/^\+?[0-9]{7,15}$/, 'mobilePhoneInvalid'),
          },
          { error: 'mobilePhoneInvalid' },
        )
        .optional(),
    },
    { error: 'invalidRequest' },
  )
  .superRefine((body, ctx) => {
    // Card tokens: one of paymentMethod or savedCardId, except at Flutterwave, whose hosted checkout
    // takes the card (the service checks against the receiver's provider). PayPal and mobile money: none.
    const tokens = Number(body.paymentMethod !== undefined) + Number(body.savedCardId !== undefined);
    const walletLike = body.paymentType === 'paypal' || body.paymentType === 'mobileMoney';
    if (walletLike ? tokens > 0 : tokens > 1)
      ctx.addIssue({ code: 'custom', message: 'paymentMethodInvalid', path: ['paymentMethod'] });
    if ((body.paymentType === 'mobileMoney') !== (body.mobileMoney !== undefined))
      ctx.addIssue({ code: 'custom', message: 'mobilePhoneInvalid', path: ['mobileMoney'] });
    const byBill = body.billAmount !== undefined || body.percent !== undefined;
    if (body.amount !== undefined && byBill)
      ctx.addIssue({ code: 'custom', message: 'amountOrPercentNotBoth', path: ['amount'] });
    else if (body.amount === undefined && !byBill)
      ctx.addIssue({ code: 'custom', message: 'amountRequired', path: ['amount'] });
    else if (byBill && body.billAmount === undefined)
      ctx.addIssue({ code: 'custom', message: 'amountRequired', path: ['billAmount'] });
    else if (byBill && (body.percent === undefined || percentToBasisPoints(body.percent) === null))
      ctx.addIssue({ code: 'custom', message: 'percentInvalid', path: ['percent'] });
  });
export type CreateTipBody = z.infer<typeof createTipBody>;

export const tipAmounts = z.object({
  /** What the giver chose to tip. */
  tip: z.number().int(),
  /** Platform fee. */
  fee: z.number().int(),
  /** What reaches the receiver. */
  net: z.number().int(),
  /** What the card was charged. */
  total: z.number().int(),
});

const personSummary = z.object({ id: z.string(), username: z.string(), profileImg: z.string().nullable() });

export const tipFeedback = z.object({
  rating: z.number().int(),
  cannedComments: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export const tipTransaction = z.object({
  id: z.string(),
  status: z.enum(TIP_STATUSES),
  currency: z.string(),
  amounts: tipAmounts,
  billAmount: z.number().int().nullable(),
  /** Percent of the bill as a decimal string ("12.5"), when the tip was given that way. */
  percent: z.string().nullable(),
  coverFee: z.boolean(),
  paymentType: z.enum(PAYMENT_TYPES),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  comment: z.string().nullable(),
  payee: personSummary,
  /** null for a guest. */
  giver: personSummary.nullable(),
  toTeamId: z.string().nullable(),
  fromTeamId: z.string().nullable(),
  refundedAmount: z.number().int(),
  feedback: tipFeedback.nullable(),
  createdAt: z.string(),
});
export type TipTransaction = z.infer<typeof tipTransaction>;

/**
 * The giver's bank wants them to confirm the payment (3-D Secure). In Stripe mode the browser passes
 * clientSecret to stripe.handleNextAction; in sandbox mode to POST /payments/sandbox/authenticate.
 * Then it sends the same createtransactions request again (same Idempotency-Key and body), which
 * answers with the final result.
 */
export const authenticateAction = z.object({ type: z.literal('authenticate'), clientSecret: z.string() });
export const nextAction = z.discriminatedUnion('type', [
  authenticateAction,
  /** PayPal: the giver approves order `orderId` (PayPal button, or the sandbox's approval dialog). */
  z.object({ type: z.literal('approvePaypal'), orderId: z.string() }),
  /**
   * Mobile money: the giver approves the charge on their phone; the browser resends the request
   * every few seconds until it is decided. `reference` is the charge's (for the sandbox phone).
   */
  z.object({
    type: z.literal('confirmOnPhone'),
    reference: z.string(),
    network: z.string(),
    phone: z.string(),
  }),
  /** Flutterwave's hosted card checkout: the browser goes to `url` and comes back to resend. */
  z.object({ type: z.literal('redirect'), url: z.string() }),
]);
export type AuthenticateAction = z.infer<typeof authenticateAction>;
export type NextAction = z.infer<typeof nextAction>;

/**
 * Answer of createtransactions. A paid tip carries feedbackToken (lets a guest rate it, POST
 * /transactions/feedback) and no nextAction; a tip waiting for 3-D Secure (status requiresAction)
 * carries nextAction and no feedbackToken.
 */
export const createTipData = z.object({
  transaction: tipTransaction,
  feedbackToken: z.string().nullable(),
  nextAction: nextAction.nullable(),
});
export type CreateTipData = z.infer<typeof createTipData>;

/** GET /transactions; dates are YYYY-MM-DD (whole UTC days) or ISO date-times. */
const dateParam = z
  .string({ error: 'dateInvalid' })
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    'dateInvalid',
  );
const idParam = z.string({ error: 'notFound' }).uuid('notFound');
export const listTipsQuery = z.object({
  /** sent: given by me; received: given to me (or my team); all: both. */
  type: z.enum(['all', 'sent', 'received'], { error: 'invalidRequest' }).optional(),
  search: z.string().trim().max(100, 'invalidRequest').optional(),
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  teamId: idParam.optional(),
  userTeamId: idParam.optional(),
  userType: z.enum(['payer', 'payee'], { error: 'userTypeInvalid' }).optional(),
  toTeamId: idParam.optional(),
  fromTeamId: idParam.optional(),
  teamLogin: z.enum(['true', 'false'], { error: 'invalidRequest' }).optional(),
  page: z.coerce
    .number({ error: 'invalidRequest' })
    .int('invalidRequest')
    .min(1, 'invalidRequest')
    .default(1),
  limit: z.coerce
    .number({ error: 'invalidRequest' })
    .int('invalidRequest')
    .min(1, 'invalidRequest')
    .max(100, 'invalidRequest')
    .default(20),
});
export type ListTipsQuery = z.infer<typeof listTipsQuery>;
export const tipsPageData = z.object({
  transactions: z.array(tipTransaction),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
});

/** GET /payee/payee-details/{code or id}: nothing private. */
export const payeeDetails = z.object({
  id: z.string(),
  teamId: z.string().nullable(),
  username: z.string(),
  profileImg: z.string().nullable(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  placeId: z.string().nullable(),
  /** The receiver's own currency: the natural default for the tip. */
  currency: z.string(),
  /** Whether the receiver has a linked payment account, i.e. can be tipped now. */
  paymentsEnabled: z.boolean(),
  /** A team's account: its tips go to the pool, shared among this many members under this policy. */
  pool: poolNote.nullable(),
});
export type PayeeDetails = z.infer<typeof payeeDetails>;
export const payeeData = z.object({ payee: payeeDetails });

/** GET /payee/getBalance */
export const balanceFigures = z.object({
  currency: z.string(),
  /** Number of tips received today (UTC). */
  todayTips: z.number().int(),
  /** Amount received today. */
  receivedToday: z.number().int(),
  /** Amount received ever. */
  total: z.number().int(),
  /**
   * What Withdraw can pay now: the balance after refunds and payouts, less `pending` (for a team
   * pool, what the pool holds). The same figure as GET /payouts/balances' `available`, added up.
   */
  available: z.number().int(),
  /** Paid tips still inside the payout hold (PAYOUT_HOLD_HOURS after each tip); 0 for a team pool. */
  pending: z.number().int(),
  /** When the next part of `pending` becomes available (ISO time); null when nothing is pending. */
  nextAvailableAt: z.string().nullable(),
  /** How long each paid tip stays pending before it can be withdrawn (PAYOUT_HOLD_HOURS). */
  holdHours: z.number(),
  /** Shares of team pools received ever (part of available, not of the tip figures). */
  poolShares: z.number().int(),
});
export const balanceData = z.object({
  balance: balanceFigures,
  /** Tips received in other currencies than the user's, each in its own currency. */
  otherCurrencies: z.array(balanceFigures),
});
export const balanceQuery = z.object({ toTeamId: idParam.optional(), userTeamId: idParam.optional() });

/** POST /transactions/feedback */
export const feedbackBody = z.object(
  {
    transactionId: z.string({ error: 'transactionNotFound' }).uuid('transactionNotFound'),
    rating: z
      .number({ error: 'ratingInvalid' })
      .int('ratingInvalid')
      .min(1, 'ratingInvalid')
      .max(5, 'ratingInvalid'),
    cannedComments: z
      .array(z.enum(CANNED_COMMENT_KEYS, { error: 'cannedCommentInvalid' }), {
        error: 'cannedCommentInvalid',
      })
      .max(CANNED_COMMENT_KEYS.length, 'cannedCommentInvalid')
      .refine((keys) => new Set(keys).size === keys.length, 'cannedCommentInvalid')
      .default([]),
    comment: z.string({ error: 'commentTooLong' }).trim().max(500, 'commentTooLong').optional(),
    /** Needed when the tip was given as a guest: the feedbackToken of createtransactions. */
    feedbackToken: z.string({ error: 'transactionNotFound' }).max(200, 'transactionNotFound').optional(),
  },
  { error: 'invalidRequest' },
);
export type FeedbackBody = z.infer<typeof feedbackBody>;
export const feedbackData = z.object({
  feedback: tipFeedback.extend({ id: z.string(), transactionId: z.string() }),
  /**
   * Google's "write a review" link of the receiver's connected place (or their team owner's),
   * offered to every giver whatever the rating; null when none is connected.
   */
  googleReviewLink: z.string().nullable().optional(),
});

/** POST /payments/sandbox/tokens: what Stripe Elements does in stripe mode, for sandbox mode. */
export const tokenizeBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('card'),
      cardNumber: z
        .string({ error: 'cardNumberInvalid' })
        .trim()
        .regex(/^[\d\s-]{12,23}$/, 'cardNumberInvalid'),
      expMonth: z.coerce
        .number({ error: 'cardMonthInvalid' })
        .int('cardMonthInvalid')
        .min(1, 'cardMonthInvalid')
        .max(12, 'cardMonthInvalid'),
      expYear: z.coerce
        .number({ error: 'cardYearInvalid' })
        .int('cardYearInvalid')
        .min(0, 'cardYearInvalid')
        .max(2100, 'cardYearInvalid'),
      cvc: z
        .string({ error: 'cardCvvInvalid' })
        .trim()
        .regex(/^\d{3,4}$/, 'cardCvvInvalid'),
      cardHolderName: z.string().trim().max(100, 'nameInvalid').optional(),
    }),
    z.object({ type: z.enum(['applePay', 'googlePay']) }),
  ],
  { error: 'paymentTypeInvalid' },
);
export type TokenizeBody = z.infer<typeof tokenizeBody>;
export const paymentMethodData = z.object({
  paymentMethod: z.object({
    token: z.string(),
    type: z.enum(PAYMENT_TYPES),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});

/** GET /payments/config: which provider takes payments and the fee it is charged with. */
export const paymentsConfigData = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
  platformFeeBps: z.number().int(),
  /** The platform account's country (ISO 3166-1 alpha-2), which Apple Pay / Google Pay sheets need. */
  accountCountry: z.string(),
});
export type PaymentsConfigData = z.infer<typeof paymentsConfigData>;

/** POST /payments/sandbox/authenticate: the sandbox's stand-in for the bank's 3-D Secure page. */
export const sandboxAuthenticateBody = z.object(
  {
    clientSecret: z.string({ error: 'transactionNotFound' }).min(1, 'transactionNotFound').max(255),
    result: z.enum(['complete', 'fail'], { error: 'invalidRequest' }),
  },
  { error: 'invalidRequest' },
);

/** POST /user/checkStripAccount */
export const linkAccountData = z.object({
  user: z.object({
    id: z.string(),
    stripeConnectedAccountId: z.string().nullable(),
    paymentsEnabled: z.boolean(),
  }),
  /** Where to finish onboarding at Stripe; null when the account is ready. */
  onboardingUrl: z.string().nullable(),
});

/** GET /integration/getstripeConnectedId?userId&toTeamId */
export const connectedIdQuery = z.object({ userId: idParam.optional(), toTeamId: idParam.optional() });
export const connectedIdData = z.object({
  user: z.object({ id: z.string(), stripeConnectedAccountId: z.string().nullable() }),
});
