import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolledAdmin, secondFactor, signIn, totpCode } from './admin-auth-test-helpers.ts';

const STEP = 30_000;
const PAUSED = 'Too many wrong codes were entered for this account. Please try again in 15 minutes.';

// On PostgreSQL (TEST_DATABASE_URL) the 150 requests really run at once on a pool of connections.
describe("an administrator's second factor: wrong codes are counted per administrator", () => {
  let t: TestApp;
  const jobs = createInlineJobQueue();
  let clock = new Date('2026-06-01T08:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    // The per-address limit is lifted: the limit under test is the account's own.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, deps: { now: () => clock, jobs } });
  });
  afterAll(() => t.close());

  const grantOf = async (email: string) => (await signIn(t, email)).json().data.secondFactor.grant as string;
  const wrongCode = (secret: string, i: number) => totpCode(secret, clock, 10 + i);
  async function pausesOf(email: string) {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, email));
    return t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetId, admin!.id), eq(adminAuditLog.action, 'admin.secondFactorPaused')),
      );
  }
  const mailsTo = (email: string) =>
    jobs.sent.filter((job) => job.name === 'mail-send' && (job.payload as { to: string }).to === email);

  it('10 wrong codes over new sign-ins pause the account for 15 minutes, the right code too; audited and mailed', async () => {
    const admin = await enrolledAdmin(t, clock);
    advance(STEP);
    for (let signInNo = 0; signInNo < 2; signInNo += 1) {
      const grant = await grantOf(admin.email);
      for (let i = 0; i < 4; i += 1) {
        const res = await secondFactor(t, { grant, code: wrongCode(admin.secret, i) });
        expect(res.json().code).toBe('ADMIN_CODE_WRONG');
      }
      const recovery = await secondFactor(t, { grant, recoveryCode: 'aaaaa-bbbbb' });
      expect(recovery.json().code).toBe('ADMIN_RECOVERY_CODE_WRONG');
    }
    expect(await pausesOf(admin.email)).toHaveLength(1);

    const grant = await grantOf(admin.email);
    const right = await secondFactor(t, { grant, code: totpCode(admin.secret, clock) });
    expect([right.statusCode, right.json().code, right.json().message]).toEqual([
      429,
      'ADMIN_SECOND_FACTOR_PAUSED',
      PAUSED,
    ]);
    const recovery = await secondFactor(t, { grant, recoveryCode: admin.recoveryCodes[0] });
    expect(recovery.statusCode).toBe(429);
    expect(await pausesOf(admin.email)).toHaveLength(1);
    const [mail] = mailsTo(admin.email);
    expect(mailsTo(admin.email)).toHaveLength(1);
    expect(mail).toMatchObject({ inTransaction: true });
    expect((mail!.payload as { subject: string }).subject).toBe(
      'OpenTip administrator sign-in paused after wrong codes',
    );
    expect((mail!.payload as { text: string }).text).toContain('paused until 2026-06-01 08:15 UTC');

    advance(15 * 60_000);
    const later = await secondFactor(t, {
      grant: await grantOf(admin.email),
      code: totpCode(admin.secret, clock),
    });
    expect(later.statusCode).toBe(200);
    // The recovery code offered while paused was never checked: it still works.
    advance(STEP);
    const kept = await secondFactor(t, {
      grant: await grantOf(admin.email),
      recoveryCode: admin.recoveryCodes[0],
    });
    expect(kept.statusCode).toBe(200);
  });

  it('a right code is not a failure: 9 wrong, the right one, and the count goes on from 9', async () => {
    const admin = await enrolledAdmin(t, clock);
    for (let round = 0; round < 3; round += 1) {
      advance(STEP);
      const grant = await grantOf(admin.email);
      for (let i = 0; i < 3; i += 1) await secondFactor(t, { grant, code: wrongCode(admin.secret, i) });
      expect((await secondFactor(t, { grant, code: totpCode(admin.secret, clock) })).statusCode).toBe(200);
    }
    advance(STEP);
    const grant = await grantOf(admin.email);
    expect((await secondFactor(t, { grant, code: wrongCode(admin.secret, 0) })).statusCode).toBe(401);
    expect((await secondFactor(t, { grant, code: totpCode(admin.secret, clock) })).statusCode).toBe(429);
  });

  it('150 wrong codes at once on one grant: its 5 tries are checked, no more; the next sign-ins add up to 10', async () => {
    const admin = await enrolledAdmin(t, clock);
    advance(STEP);
    const grant = await grantOf(admin.email);
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => secondFactor(t, { grant, code: wrongCode(admin.secret, i % 5) })),
    );
    expect(answers.filter((a) => a.json().code === 'ADMIN_CODE_WRONG')).toHaveLength(5);
    expect(answers.filter((a) => a.json().code === 'ADMIN_GRANT_EXPIRED')).toHaveLength(145);
    const next = await grantOf(admin.email);
    for (let i = 0; i < 5; i += 1)
      expect((await secondFactor(t, { grant: next, code: wrongCode(admin.secret, i) })).statusCode).toBe(401);
    const right = await secondFactor(t, {
      grant: await grantOf(admin.email),
      code: totpCode(admin.secret, clock),
    });
    expect(right.statusCode).toBe(429);
    expect(await pausesOf(admin.email)).toHaveLength(1);
  });
});
