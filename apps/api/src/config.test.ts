import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('refuses to run in production without a mail server, whose stand-in would log sign-in codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://mail.example.com:587',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });

  it('trusts the proxies named in TRUST_PROXY: none by default, a list, or a number of hops', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY;
    if (typeof hops !== 'function') throw new Error('a number of hops should become a function');
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
