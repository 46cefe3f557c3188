import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runAdminCommand } from '../../scripts/admin-command.ts';
import { applicablePromo, listPromoCodes } from './promo-codes.service.ts';

const NOW = new Date('2026-05-01T10:00:00Z');

describe('promo codes by command (npm run admin -- promo ...) and the development route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => NOW } });
  });
  afterAll(() => t.close());

  const run = (...args: string[]) => runAdminCommand(t.database.db, args, NOW);

  it('creates percent, amount and free-month codes, upper-cased, with their dates and limit', async () => {
    expect(
      await run('promo', 'create', 'spring20', '--percent', '20', '--until', '2027-01-31', '--max', '100'),
    ).toEqual({
      code: 0,
      output:
        'Created SPRING20: 20% off the first period, from 2026-05-01T10:00:00.000Z until 2027-02-01T00:00:00.000Z, used 0/100',
    });
    expect((await run('promo', 'create', 'EURO5', '--amount', '500', '--currency', 'eur')).output).toBe(
      'Created EURO5: 500 EUR (minor units) off the first period, from 2026-05-01T10:00:00.000Z, used 0/unlimited',
    );
    expect((await run('promo', 'create', 'FREE2', '--free-months', '2', '--from', '2026-06-01')).output).toBe(
      'Created FREE2: 2 free months, from 2026-06-01T00:00:00.000Z, used 0/unlimited',
    );
    const rows = await listPromoCodes(t.database.db);
    expect(rows.map((r) => [r.code, r.kind, r.value, r.currency])).toEqual([
      ['EURO5', 'amount', 500, 'EUR'],
      ['FREE2', 'freeMonths', 2, null],
      ['SPRING20', 'percent', 20, null],
    ]);
  });

  it('refuses what the rules do not allow, and a name taken case-insensitively', async () => {
    const refusals: [string[], string][] = [
      [['--percent', '0'], 'A percent is from 1 to 100.'],
      [['--percent', '101'], 'A percent is from 1 to 100.'],
      [['--free-months', '25'], 'Free months are from 1 to 24.'],
      [['--amount', '500'], 'An amount code needs its currency.'],
      [['--amount', '500', '--currency', 'XYZ'], 'Unknown currency XYZ.'],
      [['--percent', '10', '--currency', 'EUR'], 'Only an amount code has a currency.'],
      [['--percent', '10', '--amount', '5'], 'Give exactly one of --percent, --amount or --free-months.'],
      [['--percent', '10', '--until', 'soon'], 'Dates are YYYY-MM-DD (UTC) or ISO times.'],
      [
        ['--percent', '10', '--from', '2026-07-01', '--until', '2026-06-01'],
        'The code must end after it starts.',
      ],
      [['--percent', '10', '--max', '0'], 'The maximum number of redemptions is at least 1.'],
    ];
    for (const [flags, output] of refusals)
      expect(await run('promo', 'create', 'NEWCODE', ...flags), flags.join(' ')).toEqual({ code: 2, output });
    expect((await run('promo', 'create', 'x', '--percent', '10')).output).toBe(
      'A code is 3 to 40 letters, digits, "-" or "_".',
    );
    expect(await run('promo', 'create', 'spring20', '--percent', '5')).toEqual({
      code: 1,
      output: 'A promo code SPRING20 already exists.',
    });
    expect((await run('promo', 'create', 'NEWCODE', '--percent')).code).toBe(2);
    expect((await run('promo', 'create', 'NEWCODE', '--bogus', '1')).code).toBe(2);
    expect((await run('promo')).code).toBe(2);
  });

  it('lists and disables codes; a disabled code is unknown to businesses', async () => {
    const list = await run('promo', 'list');
    expect(list.code).toBe(0);
    expect(list.output.split('\n').map((l) => l.split(':')[0])).toEqual(['EURO5', 'FREE2', 'SPRING20']);
    expect(await run('promo', 'disable', 'euro5')).toEqual({
      code: 0,
      output:
        'Disabled EURO5: 500 EUR (minor units) off the first period, from 2026-05-01T10:00:00.000Z, used 0/unlimited [disabled]',
    });
    expect(await run('promo', 'disable', 'NOSUCH')).toEqual({ code: 1, output: 'No promo code NOSUCH.' });
    const check = applicablePromo(t.database.db, {
      code: 'euro5',
      businessId: randomUUID(),
      currency: null,
      now: NOW,
    });
    await expect(check).rejects.toMatchObject({ status: 404, key: 'promoCodeUnknown' });
    const stillOn = await applicablePromo(t.database.db, {
      code: 'spring20',
      businessId: randomUUID(),
      currency: null,
      now: NOW,
    });
    expect(stillOn.code).toBe('SPRING20');
  });

  it('POST /dev/promo-codes makes a code by the same rules, for the machine itself only', async () => {
    const make = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/v1/dev/promo-codes', payload, remoteAddress });
    const made = await make({ code: 'tour50', percent: 50, max: 10 });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.promoCode).toMatchObject({
      code: 'TOUR50',
      kind: 'percent',
      value: 50,
      maxRedemptions: 10,
    });
    expect((await make({ code: 'TOUR50', percent: 10 })).statusCode).toBe(409);
    expect((await make({ code: 'BADONE', percent: 150 })).statusCode).toBe(400);
    expect((await make({ code: 'FAR', freeMonths: 1 }, '203.0.113.9')).statusCode).toBe(404);
    const prod = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/dev/promo-codes',
      payload: { code: 'NOPE1', percent: 10 },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
