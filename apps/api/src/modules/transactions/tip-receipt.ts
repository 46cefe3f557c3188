import { formatMoney } from '@opentip/shared/money';
import type { Db } from '../../db/client.ts';
import type { TipRow } from '../../db/schema/payments.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { currentJobQueue } from '../../jobs/job-scope.ts';

/** The receipt a giver asked for by giving an email address. */
export function tipReceiptMail(tip: TipRow, receiverName: string | undefined): MailMessage {
  const receiver = receiverName ?? 'your tip receiver';
  const money = (amount: number) => formatMoney(amount, tip.currency, 'en');
  const lines = [
    `Thank you for your tip to ${receiver}.`,
    '',
    `Tip: ${money(tip.tipAmount)}`,
    ...(tip.coverFee ? [`Service fee you covered: ${money(tip.feeAmount)}`] : []),
    `Total charged: ${money(tip.totalAmount)}`,
    ...(tip.cardBrand && tip.cardLast4 ? [`Paid with: ${tip.cardBrand} ending in ${tip.cardLast4}`] : []),
    `Date: ${(tip.completedAt ?? tip.createdAt).toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `Transaction: ${tip.id}`,
  ];
  return {
    to: tip.giverEmail ?? '',
    subject: `Your tip receipt: ${money(tip.totalAmount)} to ${receiver}`,
    text: lines.join('\n'),
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
  if (job) await currentJobQueue()?.send('mail-send', job, { tx });
}
