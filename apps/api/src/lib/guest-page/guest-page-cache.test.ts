import { describe, expect, it } from 'vitest';
import { createPageCache } from './guest-page-cache.ts';

const page = (html: string) => async () => ({ status: 200, html, styleAttributeSources: [] });

describe('the guest page cache', () => {
  it('keeps at most maxEntries pages, dropping the oldest first', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 2, now: () => 0, random: () => 1 });
    await cache.get('a', page('a1'));
    await cache.get('b', page('b1'));
    await cache.get('c', page('c1'));
    expect(cache.size).toBe(2);
    expect((await cache.get('b', page('b2'))).html).toBe('b1');
    expect((await cache.get('a', page('a2'))).html).toBe('a2');
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10, now: () => 0, random: () => 1 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    await new Promise((r) => setImmediate(r));
    expect((await cache.get('a', page('a1'))).html).toBe('a1');
  });

  it('spreads expiry between 3/4 of the TTL and the TTL, so pages made together expire apart', async () => {
    let now = 0;
    const draws = [0, 1];
    const cache = createPageCache({
      ttlMs: 4_000,
      maxEntries: 10,
      now: () => now,
      random: () => draws.shift()!,
    });
    await cache.get('early', page('e1'));
    await cache.get('late', page('l1'));
    now = 3_000;
    const served = await Promise.all([cache.get('early', page('e2')), cache.get('late', page('l2'))]);
    // "early" is past its 3 s: served once more while "e2" renders; "late" is fresh until 4 s.
    expect(served.map((p) => p.html)).toEqual(['e1', 'l1']);
    await new Promise((r) => setImmediate(r));
    expect((await cache.get('early', page('e3'))).html).toBe('e2');
  });

  it('does not serve a page older than twice the TTL, and drops one whose refresh failed', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1_000, maxEntries: 10, now: () => now, random: () => 1 });
    await cache.get('a', page('a1'));
    now = 2_000;
    expect((await cache.get('a', page('a2'))).html).toBe('a2');
    now = 3_500;
    expect((await cache.get('a', () => Promise.reject(new Error('database down')))).html).toBe('a2');
    await new Promise((r) => setImmediate(r));
    expect((await cache.get('a', page('a3'))).html).toBe('a3');
  });
});
