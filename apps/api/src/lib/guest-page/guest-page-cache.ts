/**
 * Finished guest pages in memory, per (payee code upper-cased, language), for a few seconds.
 *
 * Why: rendering React on every request tops out at a few hundred pages per second on a small
 * machine, while a venue's QR code is opened by many guests at once. A page is the same for every
 * guest for a while, so a short TTL (5 s) keeps the target (2,000 pages/s, p99 < 50 ms) and a new
 * photo, name or rating still shows within those seconds. Details:
 * - Each page lives between 3/4 of the TTL and the TTL, at random: pages rendered together (a
 *   restart, a burst) do not all expire together and stall the process re-rendering at once.
 * - Once expired, the page is still served for up to one more TTL while one new render runs, so no
 *   guest waits for the database or React; older than that it is rendered before answering.
 * - Requests that find no page while it renders wait for that one render.
 * - The size is bounded (oldest out first), so links with made-up codes cannot grow memory.
 * Each process keeps its own: nothing here needs to be shared between instances.
 */

export interface CachedPage {
  status: number;
  html: string;
  /** CSP sources of the style attributes in the page's markup. */
  styleAttributeSources: string[];
}

interface Entry {
  page: Promise<CachedPage>;
  freshUntil: number;
  /** A newer page being rendered while this one is served. */
  refreshing: boolean;
}

export interface PageCache {
  /** The cached page for the key, or the one `render` makes (cached when it succeeds). */
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
  readonly size: number;
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  random?: () => number;
}): PageCache {
  const { ttlMs } = options;
  const random = options.random ?? Math.random;
  const entries = new Map<string, Entry>();

  function store(key: string, page: Promise<CachedPage>, now: number): Entry {
    const entry: Entry = { page, freshUntil: now + ttlMs * (0.75 + 0.25 * random()), refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  function renderAndStore(key: string, render: () => Promise<CachedPage>, now: number): Promise<CachedPage> {
    const page = render();
    const entry = store(key, page, now);
    // A failed render (database down) is not kept: the next request tries again.
    page.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return page;
  }

  return {
    get size() {
      return entries.size;
    },
    get(key, render) {
      const now = options.now();
      const found = entries.get(key);
      if (found && now < found.freshUntil) return found.page;
      if (!found || now >= found.freshUntil + ttlMs) return renderAndStore(key, render, now);
      if (!found.refreshing) {
        found.refreshing = true;
        render().then(
          (page) => {
            if (entries.get(key) === found) store(key, Promise.resolve(page), options.now());
          },
          () => {
            if (entries.get(key) === found) entries.delete(key);
          },
        );
      }
      return found.page;
    },
  };
}
