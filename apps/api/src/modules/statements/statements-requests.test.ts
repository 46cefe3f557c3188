import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { requestStatement } from './statements-testing.ts';

const month = { from: '2026-03-01', to: '2026-03-31' };

describe('GET /statements: what it refuses, and an empty period', () => {
  let t: TestApp;
  let person: Awaited<ReturnType<typeof createReceiver>>;
  beforeAll(async () => {
    t = await createTestApp();
    person = await createReceiver(t.database.db);
  });
  afterAll(() => t.close());

  const statement = (token: string, query: Record<string, string>) => requestStatement(t.app, token, query);

  it('refuses a bad request with a clear 4xx: dates, order, length, format, kind, no token', async () => {
    const bad = async (query: Record<string, string>, code: string, message: string) => {
      const res = await statement(person.token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code, message });
    };
    const period = 'Please choose a valid period (at most one year).';
    await bad({ to: '2026-01-31', format: 'csv' }, 'VALIDATION_FAILED', period);
    await bad({ from: '2026-02-30', to: '2026-03-31', format: 'csv' }, 'STATEMENT_PERIOD_INVALID', period);
    await bad({ from: '31/01/2026', to: '2026-03-31', format: 'csv' }, 'VALIDATION_FAILED', period);
    await bad({ from: '2026-03-31', to: '2026-03-01', format: 'csv' }, 'STATEMENT_PERIOD_INVALID', period);
    await bad({ from: '2024-01-01', to: '2026-01-01', format: 'csv' }, 'STATEMENT_PERIOD_INVALID', period);
    await bad({ ...month, format: 'xlsx' }, 'VALIDATION_FAILED', 'Please choose CSV or PDF.');
    await bad({ ...month }, 'VALIDATION_FAILED', 'Please choose CSV or PDF.');
    await bad(
      { ...month, format: 'csv', kind: 'everything' },
      'VALIDATION_FAILED',
      'Please choose tips received, tips given or allocated tips.',
    );
    const anonymous = await t.app.inject({
      url: `/api/v1/statements?from=${month.from}&to=${month.to}&format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  });

  it('a period with nothing in it is a statement that says so', async () => {
    const giver = await createGiver(t.database.db);
    const csv = await statement(giver.token, { ...month, format: 'csv', kind: 'given' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('\uFEFF,Date (UTC),Type,Receiver,Amount,Fee,Net,Refunded,Currency,Reference\r\n');
    const pdf = await statement(giver.token, { ...month, format: 'pdf', kind: 'given' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a giver who manages no team has no record of allocated tips', async () => {
    const giver = await createGiver(t.database.db);
    const res = await statement(giver.token, { ...month, format: 'pdf', kind: 'allocated' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'STATEMENT_NO_TEAM',
      message: 'Only the owner or an admin of a team has a record of allocated tips.',
    });
  });
});
