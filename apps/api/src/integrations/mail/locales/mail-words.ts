/** What a billing mail says: its subject and the lines above its link. */
export interface BillingKindWords {
  subject: (money: string) => string;
  lines: (v: { business: string; plan: string; money: string; until: string }) => string[];
}

export type CodeMailKind = 'verifyEmail' | 'resetPassword';

/** The verification and password-reset code mails. */
export interface CodeMailWords {
  subject: Record<CodeMailKind, string>;
  greeting: (name: string) => string;
  greetingNoName: string;
  intro: Record<CodeMailKind, string>;
  expiry: (minutes: number) => string;
  notYou: Record<CodeMailKind, string>;
  signOff: string;
}

/** An invitation to join a team. */
export interface TeamInviteWords {
  subject: (team: string) => string;
  greeting: string;
  what: (inviter: string, team: string) => string;
  newcomer: string;
  member: string;
  code: (code: string) => string;
  notYou: string;
  signOff: string;
}

/** Told to an address's owner when someone tried to register it again. */
export interface SignUpAttemptWords {
  subject: string;
  greeting: (name: string) => string;
  greetingNoName: string;
  what: string;
  signIn: string;
  reset: string;
  notYou: string;
  signOff: string;
}

/** The mailed notification of a withdrawal that failed. */
export interface PayoutFailedWords {
  subject: string;
  greeting: string;
  what: (amount: string, provider: string) => string;
  /** A payout whose amount we do not know (one the provider made from the person's own account). */
  whatPlain: (provider: string) => string;
  reason: (reason: string) => string;
  todo: (provider: string) => string;
  signOff: string;
}

/** The labels of a business's invoice (PDF), in its owner's language. */
export interface InvoiceWords {
  title: (number: string) => string;
  from: string;
  invoice: string;
  billTo: string;
  taxId: (id: string) => string;
  number: string;
  issued: string;
  period: string;
  currency: string;
  status: string;
  range: (start: string, end: string) => string;
  statusText: { paid: string; failed: string; open: string; void: string };
  description: string;
  amount: string;
  totalPaid: string;
  totalDue: string;
  taxIncluded: (tax: string, rate: string) => string;
  allAmountsIn: (currency: string) => string;
  paidNote: string;
  dueNote: string;
  plan: (plan: string) => string;
  promoPercent: (code: string, percent: number) => string;
  promoFreeMonths: (code: string, months: number) => string;
  promoAmount: (code: string) => string;
}

/**
 * Every text of the mails, per language. Each locale file is typed by this interface, so a
 * sentence missing in one language fails the typecheck. Functions take values already formatted
 * for the language (amounts, dates).
 */
export interface MailWords {
  greeting: string;
  signOff: string;
  /** The tip receipt a guest asked for by giving an email address. */
  receipt: {
    subject: (amount: string, receiver: string) => string;
    /** Stands for the receiver when their name is unknown. */
    someone: string;
    thanks: (receiver: string) => string;
    tip: string;
    feeCovered: string;
    total: string;
    paidWith: (brand: string, last4: string) => string;
    date: string;
    /** A moment given in UTC. */
    utc: (dateTime: string) => string;
    transaction: string;
  };
  /** Mails about a business's subscription, to its owner. */
  billing: {
    plan: { monthly: string; yearly: string };
    receipt: BillingKindWords;
    renewalFailed: BillingKindWords;
    lapsed: BillingKindWords;
    canceled: BillingKindWords;
  };
  codes: CodeMailWords;
  teamInvite: TeamInviteWords;
  signUpAttempt: SignUpAttemptWords;
  payoutFailed: PayoutFailedWords;
  invoice: InvoiceWords;
}
