import { it } from 'vitest';
import { createTestApp } from './test-app.ts';
it('probe', async () => {
  const t = await createTestApp();
  const r = await t.app.inject({ url: '/api/v1/payee/payee-details/%FF' });
  console.log('P1', r.statusCode, JSON.stringify(r.headers), r.body);
  const r2 = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c", "password": ' });
  console.log('P2', r2.statusCode, r2.body);
  await t.close();
});
