/** What a billing mail says: its subject and the lines above its link. */
export interface BillingKindWords {
  subject: (money: string) => string;
  lines: (v: { business: string; plan: string; money: string; until: string }) => string[];
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
}
