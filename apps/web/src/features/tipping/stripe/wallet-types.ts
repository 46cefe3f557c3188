export const WALLET_TYPES = ['applePay', 'googlePay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export const isWalletType = (value: string): value is WalletType =>
  (WALLET_TYPES as readonly string[]).includes(value);
