import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = join(dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const files = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = (db: PGlite, file: string) =>
  db.exec(readFileSync(join(migrations, file), 'utf8').replaceAll('--> statement-breakpoint', ''));

describe('the teams membership migration on a database that already has teams', () => {
  // Every migration runs one by one on a fresh embedded database: slow on a busy machine.
  const db = new PGlite();
  afterAll(() => db.close());

  it("gives every existing team's owner an accepted owner membership, and keeps existing members", async () => {
    const mine = files.findIndex((f) => f.includes('teams_membership'));
    for (const file of files.slice(0, mine)) await run(db, file);
    await db.exec(`
      insert into users (id, unique_id, payee_code, username, user_type, account_type, is_team_owner, is_team_admin) values
        ('00000000-0000-4000-8000-000000000001', '10000001', 'P1', 'owner', 'payee', 'team', true, false),
        ('00000000-0000-4000-8000-000000000002', '10000002', 'P2', 'ali', 'payee', 'teamMember', false, false),
        ('00000000-0000-4000-8000-000000000003', '10000003', 'P3', 'adm', 'payee', 'teamMember', false, true);
      insert into teams (id, owner_id, name, code)
        values ('00000000-0000-4000-8000-0000000000aa', '00000000-0000-4000-8000-000000000001', 'T', 'CODE000001');
      update users set team_id = '00000000-0000-4000-8000-0000000000aa';`);
    for (const file of files.slice(mine)) await run(db, file);
    const rows = await db.query<{ username: string; role: string; status: string }>(
      `select u.username, m.role, m.status from team_memberships m join users u on u.id = m.user_id order by 1`,
    );
    expect(rows.rows).toEqual([
      { username: 'adm', role: 'admin', status: 'accepted' },
      { username: 'ali', role: 'member', status: 'accepted' },
      { username: 'owner', role: 'owner', status: 'accepted' },
    ]);
    const events = await db.query<{ n: number }>(`select count(*)::int as n from team_membership_events`);
    expect(events.rows[0]?.n).toBe(3);
  }, 120_000);
});
