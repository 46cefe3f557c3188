import type { GuestPageInput } from '@opentip/shared/guest-page';
import type { CreateTipData, PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import { makePayeeDetails } from './fixtures';

/** What the API gives the guest page's renderer for a receiver's link (sandbox payments). */
export function makeGuestInput(overrides: Partial<GuestPageInput> = {}): GuestPageInput {
  return {
    language: 'en',
    payeeCode: 'ABCDEFGHJK',
    payee: makePayeeDetails({ username: 'maria', rating: 4.5, reviewsCount: 12 }),
    connectedAccountId: 'acct_sandbox_1',
    payments: { provider: 'sandbox', publishableKey: null, platformFeeBps: 0, accountCountry: 'US' },
    fullApp: { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] },
    ...overrides,
  };
}

/** createtransactions' answer for a paid guest tip. */
export function paidGuestTip(payee: PayeeDetails, total: number): CreateTipData {
  return {
    transaction: {
      id: '3f1e9a52-7c7b-4a8e-9d0c-2b6f5e4d3c21',
      status: 'succeeded',
      currency: 'USD',
      amounts: { tip: total, fee: 0, net: total, total },
      billAmount: null,
      percent: null,
      coverFee: false,
      paymentType: 'card',
      card: { brand: 'visa', last4: '4242' },
      comment: null,
      payee: { id: payee.id, username: payee.username, profileImg: null },
      giver: null,
      toTeamId: null,
      fromTeamId: null,
      refundedAmount: 0,
      feedback: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    feedbackToken: 'feedback-token-1',
    nextAction: null,
  };
}
