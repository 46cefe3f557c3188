// Test helpers of the first screen's summary (only tests import this file).
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { json, type FetchHandler } from '@test/render-app';
import { makePayeeDetails } from '@test/fixtures';

const ok = (data: unknown) => json(200, { success: true, message: 'OK', data });

export const figures = (
  currency: string,
  f: Partial<Record<'todayTips' | 'receivedToday' | 'total' | 'available' | 'poolShares', number>> = {},
) => ({
  currency,
  todayTips: 0,
  receivedToday: 0,
  total: 0,
  available: 0,
  poolShares: 0,
  pending: 0,
  nextAvailableAt: null,
  holdHours: 24,
  ...f,
});

interface HomeApi {
  balance?: { balance: ReturnType<typeof figures>; otherCurrencies: ReturnType<typeof figures>[] } | 'error';
  paymentsEnabled?: boolean;
  sent?: TipTransaction[];
}

/** Answers the calls of /Home: balance, QR identity, payout state and sent tips. */
export function homeApi({ balance, paymentsEnabled = true, sent = [] }: HomeApi): FetchHandler {
  return (url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v1/payee/getBalance') {
      if (balance === 'error')
        return json(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' });
      return ok(balance ?? { balance: figures('USD'), otherCurrencies: [] });
    }
    if (path === '/api/v1/user/qr-code')
      return ok({
        qr: {
          link: 'http://localhost/tip-receiver-details/ABCDEFGHJK',
          payeeCode: 'ABCDEFGHJK',
          uniqueId: '12345678',
        },
      });
    if (path.startsWith('/api/v1/payee/payee-details/'))
      return ok({
        payee: makePayeeDetails({ paymentsEnabled }),
      });
    if (path === '/api/v1/transactions')
      return ok({
        transactions: sent,
        page: 1,
        limit: 5,
        total: sent.length,
        hasMore: false,
        startDate: '',
        endDate: '',
      });
    return undefined;
  };
}

let serial = 0;

/** A paid tip as GET /transactions answers it. */
export function sentTip(payee: string, tip: number, currency = 'USD'): TipTransaction {
  serial += 1;
  return {
    id: `tip-${serial}`,
    status: 'succeeded',
    currency,
    amounts: { tip, fee: 0, net: tip, total: tip },
    billAmount: null,
    percent: null,
    coverFee: false,
    paymentType: 'card',
    card: null,
    comment: null,
    payee: { id: `p-${serial}`, username: payee, profileImg: null },
    giver: { id: 'u-1', username: 'sam', profileImg: null },
    toTeamId: null,
    fromTeamId: null,
    refundedAmount: 0,
    feedback: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}
