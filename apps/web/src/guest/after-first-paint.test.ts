import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FALLBACK_MS } from './after-first-paint';

type Listener = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** The browser's paint timing, played by hand: which paints were shown, and telling observers. */
function fakePaintTiming(options: { supported: boolean; shown?: string[] }) {
  const shown = [...(options.shown ?? [])];
  const listeners: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.supported ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(private readonly listener: Listener) {}
    observe() {
      listeners.push(this.listener);
    }
    disconnect() {
      listeners.splice(listeners.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => shown.filter((entry) => entry === name) as unknown as PerformanceEntryList,
  );
  return {
    paint(name: string) {
      shown.push(name);
      for (const listener of [...listeners])
        listener({ getEntriesByName: (wanted) => (wanted === name ? [name] : []) });
    },
    observers: () => listeners.length,
  };
}

describe('the guest page starts its code after the first contentful paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits past a first paint without content, then starts once', () => {
    const timing = fakePaintTiming({ supported: true });
    const start = vi.fn();
    afterFirstPaint(start);
    timing.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(timing.observers()).toBe(0);
    vi.advanceTimersByTime(FALLBACK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the content was already painted', () => {
    fakePaintTiming({ supported: true, shown: ['first-paint', 'first-contentful-paint'] });
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported (a tab opened in the background)', () => {
    fakePaintTiming({ supported: true });
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser without paint timing', () => {
    fakePaintTiming({ supported: false });
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
