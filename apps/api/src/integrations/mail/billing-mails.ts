import type { MailMessage } from './mailer.ts';
import { formatAmount, formatDay, htmlMail, htmlParagraph, mailLanguage, MAIL_WORDS } from './mail-locale.ts';

export type BillingMailKind = 'receipt' | 'renewalFailed' | 'lapsed' | 'canceled';

export interface BillingMailOptions {
  kind: BillingMailKind;
  /** The owner's language (their profile's). */
  lang: string;
  businessName: string;
  planId: 'monthly' | 'yearly';
  amount: number;
  currency: string;
  /** receipt: the end of the period paid for; renewalFailed: the end of the grace period. */
  until: Date | null;
  /** PUBLIC_URL, where /business-subscription is. */
  publicUrl: string;
}

/** Mails about a business's subscription, to its owner, in the owner's language. */
export function renderBillingMail(options: BillingMailOptions): Omit<MailMessage, 'to'> {
  const lang = mailLanguage(options.lang);
  const w = MAIL_WORDS[lang];
  const money = formatAmount(options.amount, options.currency, lang);
  const link = `${options.publicUrl.replace(/\/+$/, '')}/business-subscription`;
  const words = w.billing[options.kind];
  const lines = words.lines({
    business: options.businessName,
    plan: w.billing.plan[options.planId],
    money,
    until: options.until ? formatDay(options.until, lang) : '',
  });
  const text = [w.greeting, '', ...lines, link, '', w.signOff].join('\n');
  const html = htmlMail(lang, [
    htmlParagraph(w.greeting),
    htmlParagraph(lines, link),
    htmlParagraph(w.signOff),
  ]);
  return { subject: words.subject(money), text, html };
}
