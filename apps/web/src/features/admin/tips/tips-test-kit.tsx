// Fixtures of the tips screens (only tests import this file).
export const RECEIVER = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export function makeTip(overrides: Record<string, unknown> = {}) {
  return {
    id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    status: 'succeeded',
    provider: 'sandbox',
    providerPaymentId: 'pay_123',
    currency: 'USD',
    tipAmount: 1250,
    feeAmount: 125,
    netAmount: 1125,
    totalAmount: 1250,
    refundedAmount: 250,
    giverUserId: null,
    giverEmail: 'guest@example.com',
    receiverUserId: RECEIVER,
    receiver: {
      id: RECEIVER,
      uniqueId: '82055129',
      username: 'ana',
      email: 'ana@example.com',
      fullName: 'Ana Silva',
    },
    toTeamId: null,
    creditTo: 'receiver',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
