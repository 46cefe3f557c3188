import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@test/fixtures';
import {
  PERSIST_TIMEOUT_MS,
  parsePersistedSession,
  rehydrateSession,
  serializeSession,
} from './session-persistence';
import { sessionStore } from './session-store';
import { apiRequest } from '../api/api-client';
import { json } from '@test/render-app';

const session = { accessToken: 'tok', user: makeUser() };

describe('persisted session (SPEC 3, 4)', () => {
  it('keeps only the session slice under persist:root, redux-persist style', () => {
    const raw = serializeSession(session);
    const root = JSON.parse(raw) as Record<string, string>;
    expect(Object.keys(root).sort()).toEqual(['_persist', 'session']);
    expect(parsePersistedSession(raw)).toEqual(session);
  });

  it('treats a damaged or outdated value as no session', () => {
    expect(parsePersistedSession(null)).toBeNull();
    expect(parsePersistedSession('not json')).toBeNull();
    expect(
      parsePersistedSession(
        JSON.stringify({ session: JSON.stringify({ accessToken: 'x', user: { id: 1 } }) }),
      ),
    ).toBeNull();
  });

  it('gives up after 5000 ms when the storage does not answer', async () => {
    vi.useFakeTimers();
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    let settled: unknown = 'pending';
    void rehydrateSession(() => new Promise<string | null>(() => undefined)).then(
      (value) => (settled = value),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('writes every change of the store to local storage and removes it on clear', () => {
    sessionStore.signIn(session);
    sessionStore.updateUser({ currency: 'EUR' });
    expect(parsePersistedSession(window.localStorage.getItem('persist:root'))?.user.currency).toBe('EUR');
    sessionStore.clear();
    expect(window.localStorage.getItem('persist:root')).toBeNull();
  });

  it('clears the session when the server answers 401 to a call that carried the token', async () => {
    sessionStore.signIn(session);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, { success: false, code: 'UNAUTHORIZED', message: 'Please log in to continue.' }),
      ),
    );
    await expect(apiRequest('/user/profile')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem('persist:root')).toBeNull();
  });
});
