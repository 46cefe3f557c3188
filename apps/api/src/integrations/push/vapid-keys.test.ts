import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'opentip-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('uses VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://opentip.example/contact',
      DATABASE_URL: 'postgres://db.example/opentip',
    });
    expect(resolveVapidKeys(config)).toEqual({ ...keys, subject: 'https://opentip.example/contact' });
  });

  it('makes a key pair once on the embedded database and keeps it, private, under DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Tips <hello@opentip.example>' });
    const first = resolveVapidKeys(config);
    expect(first?.subject).toBe('mailto:hello@opentip.example');
    expect(first?.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(resolveVapidKeys(config)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), 'utf8')).publicKey).toBe(first?.publicKey);
    expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o077).toBe(0);
  });

  it('turns push off on a PostgreSQL server without keys: instances share no DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db.example/opentip' });
    expect(resolveVapidKeys(config)).toBeNull();
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }, /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' }, /VAPID_PUBLIC_KEY/],
    [
      {
        VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
        VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
      },
      /VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY/,
    ],
    [{ VAPID_SUBJECT: 'http://opentip.example' }, /VAPID_SUBJECT/],
  ])('stops at start-up on a wrong VAPID setting (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
