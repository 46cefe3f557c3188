import type { Db } from '../../db/client.ts';
import type { TipRow } from '../../db/schema/payments.ts';
import {
  formatAmount,
  formatMoment,
  htmlMail,
  htmlParagraph,
  mailLanguage,
  MAIL_WORDS,
} from '../../integrations/mail/mail-locale.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { jobQueueOf } from '../../jobs/job-scope.ts';

/** The receipt a giver asked for by giving an email address, in the language of the page they paid on. */
export function tipReceiptMail(tip: TipRow, receiverName: string | undefined): MailMessage {
  const lang = mailLanguage(tip.giverLanguage);
  const w = MAIL_WORDS[lang].receipt;
  const receiver = receiverName ?? w.someone;
  const money = (amount: number) => formatAmount(amount, tip.currency, lang);
  const thanks = w.thanks(receiver);
  const facts = [
    `${w.tip} ${money(tip.tipAmount)}`,
    ...(tip.coverFee ? [`${w.feeCovered} ${money(tip.feeAmount)}`] : []),
    `${w.total} ${money(tip.totalAmount)}`,
    ...(tip.cardBrand && tip.cardLast4 ? [w.paidWith(tip.cardBrand, tip.cardLast4)] : []),
    `${w.date} ${w.utc(formatMoment(tip.completedAt ?? tip.createdAt, lang))}`,
    `${w.transaction} ${tip.id}`,
  ];
  return {
    to: tip.giverEmail ?? '',
    subject: w.subject(money(tip.totalAmount), receiver),
    text: [thanks, '', ...facts].join('\n'),
    html: htmlMail(lang, [htmlParagraph(thanks), htmlParagraph(facts)]),
  };
}

/** The job that mails the giver's receipt, when they gave an address; its key makes it one mail. */
export function receiptJob(tip: TipRow, receiverName: string | undefined) {
  return tip.giverEmail ? { ...tipReceiptMail(tip, receiverName), key: `receipt:${tip.id}` } : null;
}

/**
 * Owes the giver their receipt, in the transaction that records the tip paid: the mail job commits
 * with the payment or not at all, and its key makes it one mail however often it is delivered.
 */
export async function owedReceipt(tx: Db, tip: TipRow, receiverName: string | undefined): Promise<void> {
  const job = receiptJob(tip, receiverName);
  if (job) await jobQueueOf(tx)?.send('mail-send', job, { tx });
}
