import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isUniqueViolation } from './unique-violation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isUniqueViolation', () => {
  it('recognises the index a duplicate ran into, through the driver in use', async () => {
    const { user } = await createUser(t.database.db);
    const error = await createUser(t.database.db, { username: user.username.toUpperCase() }).catch((e) => e);
    expect(isUniqueViolation(error, 'users_username_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_key')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'users_username_key')).toBe(false);
  });
});
