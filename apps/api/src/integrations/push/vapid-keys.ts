import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes: mailto: or https: (RFC 8292 `sub`). */
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'DATA_DIR' | 'DATABASE_URL'
>;

/** VAPID_SUBJECT, else the sender address of MAIL_FROM as a mailto: URL. */
export function vapidSubjectOf(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** The key pair kept under DATA_DIR, made on the first start (only this process reads the file). */
function embeddedKeyPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(resolve(dataDir), VAPID_KEYS_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // 'wx': if another process made the file meanwhile, its keys win and are read back.
    writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; on the embedded
 * database (one process, no DATABASE_URL) a pair made once and kept in DATA_DIR/vapid-keys.json;
 * otherwise none (push is off), because instances sharing a PostgreSQL server do not share a
 * DATA_DIR and each would sign with a key of its own, which the subscriptions do not match.
 */
export function resolveVapidKeys(config: VapidConfig): VapidKeys | null {
  const subject = vapidSubjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.DATABASE_URL) return null;
  return { ...embeddedKeyPair(config.DATA_DIR), subject };
}
