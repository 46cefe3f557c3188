import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney } from '@opentip/shared/money';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, newKey, sandboxToken } from '../../../test/tips-fixtures.ts';

describe("a guest's receipt in the language of the page they paid on", () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const body = async (extra: Record<string, unknown>) => ({
    payee: receiver.uniqueId,
    amount: 750,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app),
    ...extra,
  });

  it('writes the receipt in Arabic, right to left, when the page was in Arabic', async () => {
    const res = await giveTip(t.app, { body: await body({ email: 'layla@example.test', language: 'ar' }) });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.transaction.id as string;
    const [row] = await t.database.db.select().from(tips).where(eq(tips.id, id));
    expect(row?.giverLanguage).toBe('ar');
    const mail = t.mails.find((m) => m.to === 'layla@example.test');
    expect(mail?.subject).toBe(`إيصال إكراميتك: ${formatMoney(750, 'USD', 'ar')} إلى ${receiver.username}`);
    expect(mail?.text).toContain(`رقم المعاملة: ${id}`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('writes it in English when the request tells no language', async () => {
    const res = await giveTip(t.app, { body: await body({ email: 'sam@example.test' }) });
    expect(res.statusCode).toBe(200);
    const mail = t.mails.find((m) => m.to === 'sam@example.test');
    expect(mail?.subject).toBe(`Your tip receipt: $7.50 to ${receiver.username}`);
    expect(mail?.html).toContain('dir="ltr"');
  });

  it('refuses a language the app does not offer', async () => {
    const res = await giveTip(t.app, { body: await body({ language: 'xx' }) });
    expect(res.statusCode).toBe(400);
  });

  it('treats a retry after a language switch as the same tip, not a different request', async () => {
    const key = newKey();
    const sent = await body({ language: 'fr' });
    const first = await giveTip(t.app, { key, body: sent });
    const again = await giveTip(t.app, { key, body: { ...sent, language: 'de' } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.transaction.id).toBe(first.json().data.transaction.id);
  });
});
