import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { runAdminCommand } from '../../scripts/admin-command.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, newTeam, type Person, userRow } from '../teams/team-test-helpers.ts';
import { getChat, openThread, roomOf, sendMessage } from './chat-test-helpers.ts';

const SPEC_MESSAGE =
  'You are not allowed to chat. You have been disabled by an administrator. Please contact support.';

describe('the chat switch (SPEC 6)', () => {
  let t: TestApp;
  let owner: Person;
  let member: Person;
  let room: string;
  beforeAll(async () => {
    t = await createTestApp();
    const team = await newTeam(t.database.db);
    owner = team.owner;
    member = await addToTeam(t.database.db, team, 'member');
    room = await roomOf(t.app, member.token, { userId: owner.user.id });
    await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'before' });
  });
  afterAll(() => t.close());

  const run = (...args: string[]) => runAdminCommand(t.database.db, args, new Date());

  it('chat off: the person gets the SPEC message when sending or opening, still reads, and others still write to them', async () => {
    const email = member.user.email ?? '';
    expect(await run('chat', 'off', email.toUpperCase())).toEqual({
      code: 0,
      output: `Chat disabled for ${member.user.username} (${email.toUpperCase()}).`,
    });
    expect((await userRow(t.database.db, member.user.id)).chatDisabled).toBe(true);

    const send = await sendMessage(t.app, member.token, { chatRoomId: room, message: 'hello' });
    expect(send.statusCode).toBe(403);
    expect(send.json()).toMatchObject({ code: 'CHAT_DISABLED', message: SPEC_MESSAGE });
    const open = await openThread(t.app, member.token, { userId: owner.user.id });
    expect(open.statusCode).toBe(403);
    expect(open.json().message).toBe(SPEC_MESSAGE);
    expect((await getChat(t.app, member.token, `chatRoomId=${room}`)).statusCode).toBe(200);
    expect((await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'hi' })).statusCode).toBe(200);

    expect(await run('chat', 'on', email)).toEqual({
      code: 0,
      output: `Chat enabled for ${member.user.username} (${email}).`,
    });
    expect((await sendMessage(t.app, member.token, { chatRoomId: room, message: 'back' })).statusCode).toBe(
      200,
    );
  });

  it('says so when no account has the email, and shows the usage for anything else', async () => {
    expect(await run('chat', 'off', 'nobody@example.test')).toEqual({
      code: 1,
      output: 'No account has the email nobody@example.test.',
    });
    for (const args of [
      [],
      ['chat'],
      ['chat', 'maybe', 'a@b.test'],
      ['mail', 'off', 'a@b.test'],
      ['chat', 'off', 'a@b.test', 'x'],
    ])
      expect((await run(...args)).code).toBe(2);
  });
});

describe('npm run admin (the script)', () => {
  const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'opentip-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let email = '';
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    email = (await createUser(database.db)).user.email ?? '';
    await database.close();
  });

  it('switches chat off on the configured database', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/admin.ts', 'chat', 'off', email],
      // No DATABASE_URL: the script opens the embedded database of DATA_DIR, as `npm start` would.
      { cwd: apiDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: apiDir } },
    );
    expect(stdout).toContain('Chat disabled for');
    const database = await openDatabase({ dataDir });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    await database.close();
    expect(row?.chatDisabled).toBe(true);
  }, 60_000);
});
