import type { GuestPageInput } from '@opentip/shared/guest-page';
import type { CreateTipData, PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import { makePaidTip, makePayeeDetails } from './fixtures';

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
  return makePaidTip(payee, { tip: total, fee: 0, net: total, total });
}
