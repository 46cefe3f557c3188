import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BusinessSubscriptionRow } from '../../db/schema/billing.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { renderBillingMail, type BillingMailKind } from '../../integrations/mail/billing-mails.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';

export interface BillingMailDeps {
  db: Db;
  /** The queued mailer: a mail server down delays the mail, it does not undo the billing. */
  mailer: Mailer;
  publicUrl: string;
}

/** Mails the business's owner, in their language, about its subscription (receipt, renewal failed, lapsed, canceled). */
export async function mailOwner(
  deps: BillingMailDeps,
  row: Pick<BusinessSubscriptionRow, 'businessId' | 'planId' | 'currency'>,
  kind: BillingMailKind,
  details: { amount: number; until: Date | null },
): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email, lang: users.lang, businessName: businesses.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, row.businessId));
  if (!owner?.email) return;
  const mail = renderBillingMail({
    kind,
    lang: owner.lang,
    businessName: owner.businessName,
    planId: row.planId,
    amount: details.amount,
    currency: row.currency,
    until: details.until,
    publicUrl: deps.publicUrl,
  });
  await deps.mailer.send({ to: owner.email, ...mail });
}
