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
  codes: {
    subject: {
      verifyEmail: 'Your OpenTip verification code',
      resetPassword: 'Your OpenTip password reset code',
    },
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    intro: {
      verifyEmail: 'Use this code to verify your email address:',
      resetPassword: 'Use this code to reset your password:',
    },
    expiry: (minutes) => `The code expires in ${minutes} minutes and can be used once.`,
    notYou: {
      verifyEmail: 'If you did not create an OpenTip account, you can ignore this email.',
      resetPassword:
        'If you did not ask to reset your password, you can ignore this email. Your password stays the same.',
    },
    signOff: 'The OpenTip team',
  },
  teamInvite: {
    subject: (team) => `You are invited to join ${team} on OpenTip`,
    greeting: 'Hello,',
    what: (inviter, team) =>
      `${inviter} invites you to join the team ${team} on OpenTip, to receive and share tips.`,
    newcomer: 'Create your account and ask to join here:',
    member: 'Sign in and ask to join here:',
    code: (code) => `Team code: ${code}`,
    notYou: 'If you do not know this team, you can ignore this email.',
    signOff: 'The OpenTip team',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up to OpenTip with your email address',
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    what: 'Someone just tried to create an OpenTip account with this email address. You already have an account, so no new one was created.',
    signIn: 'If it was you, sign in here:',
    reset: 'Forgot your password? Reset it here:',
    notYou: 'If it was not you, you can ignore this email. Nothing in your account has changed.',
    signOff: 'The OpenTip team',
  },
  payoutFailed: {
    whatPlain: (provider) => `A payout to your ${provider} account failed.`,
    subject: 'Your OpenTip withdrawal did not arrive',
    greeting: 'Hello,',
    what: (amount, provider) =>
      `Your withdrawal of ${amount} to your ${provider} account failed. The money is back in your OpenTip balance.`,
    reason: (reason) => `The provider's reason: ${reason}`,
    todo: (provider) => `Check your ${provider} account details, then withdraw again here:`,
    signOff: 'The OpenTip team',
  },
  invoice: {
    title: (number) => `Invoice ${number}`,
    from: 'FROM',
    invoice: 'INVOICE',
    billTo: 'BILL TO',
    taxId: (id) => `Tax ID ${id}`,
    number: 'Number',
    issued: 'Issued',
    period: 'Period',
    currency: 'Currency',
    status: 'Status',
    range: (start, end) => `${start} to ${end}`,
    statusText: {
      paid: 'Paid',
      failed: 'Payment failed: amount due',
      open: 'Open: amount due',
      void: 'Void',
    },
    description: 'DESCRIPTION',
    amount: 'AMOUNT',
    totalPaid: 'Total paid',
    totalDue: 'Total due',
    taxIncluded: (tax, rate) => `Of which ${tax} (${rate}, included)`,
    allAmountsIn: (currency) => `All amounts in ${currency}.`,
    paidNote: 'Paid by card; nothing more is due for this period.',
    dueNote: 'Pay it from your subscription page; the business features continue during the grace period.',
    plan: (plan) => `OpenTip Business, ${plan} plan`,
    promoPercent: (code, percent) => `Promo code ${code}: ${percent}% off the first period`,
    promoFreeMonths: (code, months) =>
      `Promo code ${code}: the first ${months === 1 ? 'month' : `${months} months`} free`,
    promoAmount: (code) => `Promo code ${code}: amount off the first period`,
  },
};
