import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../money.ts';
import { PAYMENT_TYPES } from './tips.schema.ts';
import { PROVIDER_NAMES } from '../payment-rails.ts';
import { currencyField, emailField } from '../validation.ts';

/**
 * Where receivers are paid and how they withdraw (docs/payouts.md). Every path is under /api/v1.
 *
 * - GET  /payout-accounts                 the caller's linked accounts and which one is their destination
 * - PUT  /payout-accounts/destination     { provider }: tips go there from now on
 * - POST /paypal/account                  { email }: links a PayPal account
 * - GET  /flutterwave/banks?country=NG    banks Flutterwave pays into in a country
 * - POST /flutterwave/account             a bank account or a mobile-money wallet
 * - GET  /payments/ways?payee&currency    how a giver can pay this receiver in this currency
 * - GET  /payouts/balances                pending and available, per provider and currency
 * - GET  /payouts                         the caller's withdrawals, newest first
 * - POST /payouts                         (Idempotency-Key) withdraws available money
 */

const providerField = z.enum(PROVIDER_NAMES, { error: 'payoutProviderInvalid' });

export const linkedAccount = z.object({
  provider: z.enum(PROVIDER_NAMES),
  /** Masked, as the receiver recognises it: "j•••@example.com", "Access Bank ····0031". */
  label: z.string().nullable(),
  /** The currency the account is paid out in, where the provider fixes one (Flutterwave). */
  currency: z.string().nullable(),
  /** Whether it can take money now (a Stripe account with onboarding done; PayPal and Flutterwave once linked). */
  ready: z.boolean(),
  isDestination: z.boolean(),
  linkedAt: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const payoutAccountsData = z.object({
  accounts: z.array(linkedAccount),
  destination: z.enum(PROVIDER_NAMES).nullable(),
  /** This deployment's card rail, the provider name cards go through. */
  cardRail: z.enum(['sandbox', 'stripe']),
});
export type PayoutAccountsData = z.infer<typeof payoutAccountsData>;

export const destinationBody = z.object({ provider: providerField }, { error: 'invalidRequest' });

export const paypalAccountBody = z.object({ email: emailField }, { error: 'invalidRequest' });

/** Countries whose banks Flutterwave pays into, with the currency a bank account there is paid in. */
export const FLUTTERWAVE_BANK_COUNTRIES = {
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  ZA: 'ZAR',
  UG: 'UGX',
  TZ: 'TZS',
  RW: 'RWF',
} as const;
export type FlutterwaveBankCountry = keyof typeof FLUTTERWAVE_BANK_COUNTRIES;
const bankCountry = z.enum(Object.keys(FLUTTERWAVE_BANK_COUNTRIES) as [FlutterwaveBankCountry], {
  error: 'bankCountryInvalid',
});

export const banksQuery = z.object({ country: bankCountry });
export const banksData = z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) });

export const flutterwaveAccountBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank'),
      country: bankCountry,
      bankCode: z.string({ error: 'bankInvalid' }).trim().min(1, 'bankInvalid').max(20, 'bankInvalid'),
      accountNumber: z
        .string({ error: 'bankAccountNumberInvalid' })
        .trim()
        .regex(/^[0-9]{6,20}$/, 'bankAccountNumberInvalid'),
    }),
    z.object({
      kind: z.literal('mobileMoney'),
      currency: currencyField,
      network: z.string({ error: 'mobileNetworkInvalid' }).trim().min(1, 'mobileNetworkInvalid').max(20),
      phone: z
        .string({ error: 'mobilePhoneInvalid' })
        .trim()
        .regex(/^\+?[0-9]{7,15}$/, 'mobilePhoneInvalid'),
    }),
  ],
  { error: 'invalidRequest' },
);
export type FlutterwaveAccountBody = z.infer<typeof flutterwaveAccountBody>;

export const paymentWaysQuery = z.object({
  payee: z.string({ error: 'uniqueIdRequired' }).trim().min(1, 'uniqueIdRequired').max(64, 'payeeNotFound'),
  currency: currencyField,
});

/**
 * How a giver can pay the receiver in a currency: the receiver's destination provider and the
 * ways it takes there (empty: not in this currency, or the receiver has linked nothing).
 */
export const paymentWaysData = z.object({
  provider: z.enum(PROVIDER_NAMES).nullable(),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  /** With mobileMoney: the networks of this currency. */
  mobileMoneyNetworks: z.array(z.string()),
  /** The provider's browser key (Stripe publishable key, PayPal client id); null in the local sandboxes. */
  publicKey: z.string().nullable(),
});
export type PaymentWaysData = z.infer<typeof paymentWaysData>;

/** What a withdrawal costs and its least amount, shown before the receiver confirms. */
export const payoutTerms = z.object({
  /** The least amount withdrawn at once, minor units. */
  minimum: z.number().int(),
  /** The fee is fixed + amount × bps / 10 000 (rounded half up), at most cap when set. */
  feeFixed: z.number().int(),
  feeBps: z.number().int(),
  feeCap: z.number().int().nullable(),
});
export type PayoutTerms = z.infer<typeof payoutTerms>;

export const payoutBalance = z.object({
  provider: z.enum(PROVIDER_NAMES),
  currency: z.string(),
  /** Paid tips still inside the payout hold (PAYOUT_HOLD_HOURS after each tip): withdrawable later. */
  pending: z.number().int(),
  /** What can be withdrawn now. */
  available: z.number().int(),
  /** When the next part of `pending` becomes available (ISO time); null when nothing is pending. */
  nextAvailableAt: z.string().nullable(),
  /** How long each paid tip stays pending before it can be withdrawn (PAYOUT_HOLD_HOURS). */
  holdHours: z.number(),
  terms: payoutTerms,
  /** Whether the receiver has a linked account at this provider to withdraw into. */
  canWithdraw: z.boolean(),
});
export type PayoutBalance = z.infer<typeof payoutBalance>;
export const payoutBalancesData = z.object({ balances: z.array(payoutBalance) });

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const payout = z.object({
  id: z.string(),
  provider: z.enum(PROVIDER_NAMES),
  /** The linked account's label at the time. */
  destination: z.string().nullable(),
  currency: z.string(),
  /** What left the balance. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** What reaches the account: amount - fee. */
  net: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payout>;
export const payoutsData = z.object({ payouts: z.array(payout) });

export const createPayoutBody = z.object(
  {
    provider: providerField,
    currency: currencyField,
    amount: z
      .number({ error: 'payoutAmountInvalid' })
      .int('payoutAmountInvalid')
      .positive('payoutAmountInvalid')
      .max(MAX_AMOUNT_MINOR, 'payoutAmountInvalid'),
  },
  { error: 'invalidRequest' },
);
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;
export const payoutData = z.object({ payout });
