import { formatMoney } from '@opentip/shared/money';
import type { Db } from '../../db/client.ts';
import type { TipRow } from '../../db/schema/payments.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { loadPeople } from './tip-people.ts';

/**
 * `onPaid` of a provider's notification: mails the receipt; a mail that fails is logged, never
 * fails the notification (the tip is paid either way).
 */
export const mailReceiptOnPaid =
  (options: { mailer: Mailer; db: Db; log: { error(obj: object, msg: string): void } }) => (tip: TipRow) =>
    sendTipReceipt({ mailer: options.mailer, db: options.db, tip }).catch((err: unknown) =>
      options.log.error({ err, tipId: tip.id }, 'tip receipt not sent'),
    );

/** The receipt a giver asked for by giving an email address. */
export async function sendTipReceipt(options: { mailer: Mailer; db: Db; tip: TipRow }): Promise<void> {
  const { tip } = options;
  if (!tip.giverEmail) return;
  const people = await loadPeople(options.db, [tip.receiverUserId]);
  const receiver = people.get(tip.receiverUserId)?.username ?? 'your tip receiver';
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
  await options.mailer.send({
    to: tip.giverEmail,
    subject: `Your tip receipt: ${money(tip.totalAmount)} to ${receiver}`,
    text: lines.join('\n'),
  });
}
