import type { MessageKey } from '@opentip/shared/messages';

export { networkName } from '@/app/payments/mobile-networks';

/** The number as the server takes it: digits with an optional leading +, spaces and dashes dropped. */
export const phoneDigits = (text: string) => text.replace(/[\s().-]/g, '');

/** The shared rule of createTipBody's mobileMoney.phone, checked before asking. */
export function phoneProblem(text: string): MessageKey | undefined {
  return /^\+?[0-9]{7,15}$/.test(phoneDigits(text)) ? undefined : 'mobilePhoneInvalid';
}
