import { formatMoney } from '@opentip/shared/money';
import type { MailMessage } from './mailer.ts';

export type BillingMailKind = 'receipt' | 'renewalFailed' | 'lapsed' | 'canceled';

export interface BillingMailOptions {
  kind: BillingMailKind;
  businessName: string;
  planId: 'monthly' | 'yearly';
  amount: number;
  currency: string;
  /** receipt: the end of the period paid for; renewalFailed: the end of the grace period. */
  until: Date | null;
  /** PUBLIC_URL, where /business-subscription is. */
  publicUrl: string;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

/** Mails about a business's subscription, to its owner (English, like tip receipts). */
export function renderBillingMail(options: BillingMailOptions): Omit<MailMessage, 'to'> {
  const { businessName, until } = options;
  const money = formatMoney(options.amount, options.currency, 'en');
  const plan = options.planId === 'monthly' ? 'monthly' : 'yearly';
  const link = `${options.publicUrl.replace(/\/+$/, '')}/business-subscription`;
  const content: Record<BillingMailKind, { subject: string; lines: string[] }> = {
    receipt: {
      subject: `Your OpenTip Business receipt: ${money}`,
      lines: [
        `Thank you: ${businessName} is subscribed to OpenTip Business (${plan}).`,
        `Charged: ${money}`,
        `Paid until: ${day(until)}`,
      ],
    },
    renewalFailed: {
      subject: 'Your OpenTip Business renewal failed',
      lines: [
        `We could not charge ${money} for the ${plan} renewal of ${businessName}.`,
        `We will try the card again every day. Everything keeps working until ${day(until)};`,
        'after that the business features pause until the subscription is paid.',
        'You can pay with another card here:',
      ],
    },
    lapsed: {
      subject: 'Your OpenTip Business subscription has lapsed',
      lines: [
        `The renewal of ${businessName} stayed unpaid, so its business features are paused.`,
        'Nothing has been deleted, and tips keep working. Subscribe again to restore everything:',
      ],
    },
    canceled: {
      subject: 'Your OpenTip Business subscription has ended',
      lines: [
        `The subscription of ${businessName} has ended, as you asked. Nothing has been deleted.`,
        'You can subscribe again at any time:',
      ],
    },
  };
  const { subject, lines } = content[options.kind];
  const text = ['Hello,', '', ...lines, link, '', 'The OpenTip team'].join('\n');
  return { subject, text };
}
