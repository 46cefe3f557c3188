import type { MailWords } from './mail-words.ts';

export const en: MailWords = {
  greeting: 'Hello,',
  signOff: 'The OpenTip team',
  receipt: {
    subject: (amount, receiver) => `Your tip receipt: ${amount} to ${receiver}`,
    someone: 'your tip receiver',
    thanks: (receiver) => `Thank you for your tip to ${receiver}.`,
    tip: 'Tip:',
    feeCovered: 'Service fee you covered:',
    total: 'Total charged:',
    paidWith: (brand, last4) => `Paid with: ${brand} ending in ${last4}`,
    date: 'Date:',
    utc: (dateTime) => `${dateTime} UTC`,
    transaction: 'Transaction:',
  },
  billing: {
    plan: { monthly: 'monthly', yearly: 'yearly' },
    receipt: {
      subject: (money) => `Your OpenTip Business receipt: ${money}`,
      lines: ({ business, plan, money, until }) => [
        `Thank you: ${business} is subscribed to OpenTip Business (${plan}).`,
        `Charged: ${money}`,
        `Paid until: ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'Your OpenTip Business renewal failed',
      lines: ({ business, plan, money, until }) => [
        `We could not charge ${money} for the ${plan} renewal of ${business}.`,
        `We will try the card again every day. Everything keeps working until ${until};`,
        'after that the business features pause until the subscription is paid.',
        'You can pay with another card here:',
      ],
    },
    lapsed: {
      subject: () => 'Your OpenTip Business subscription has lapsed',
      lines: ({ business }) => [
        `The renewal of ${business} stayed unpaid, so its business features are paused.`,
        'Nothing has been deleted, and tips keep working. Subscribe again to restore everything:',
      ],
    },
    canceled: {
      subject: () => 'Your OpenTip Business subscription has ended',
      lines: ({ business }) => [
        `The subscription of ${business} has ended, as you asked. Nothing has been deleted.`,
        'You can subscribe again at any time:',
      ],
    },
  },
};
