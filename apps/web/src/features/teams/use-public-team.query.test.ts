import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@test/fixtures';
import { json } from '@test/render-app';
import { sessionStore } from '@/app/session/session-store';
import { fetchPublicTeam } from './use-public-team.query';

const TEAM = {
  name: 'Sunset',
  code: 'TEAMDEM001',
  owner: { id: 'o-1', username: 'sunset', profileImg: null },
  memberCount: 3,
};

function stub() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    json(200, { success: true, message: 'OK', data: { team: TEAM } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const authorizationOf = (fetchMock: ReturnType<typeof stub>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization');

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('GET /teams/{code} (SPEC 6: every call but the auth ones carries the session)', () => {
  it('sends the bearer token when signed in', async () => {
    sessionStore.signIn({ accessToken: 'token-7', user: makeUser() });
    const fetchMock = stub();
    expect(await fetchPublicTeam('TEAMDEM001')).toMatchObject({ name: 'Sunset' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/teams/TEAMDEM001');
    expect(authorizationOf(fetchMock)).toBe('Bearer token-7');
  });

  it('sends none for a visitor', async () => {
    const fetchMock = stub();
    await fetchPublicTeam('TEAMDEM001');
    expect(authorizationOf(fetchMock)).toBeNull();
  });
});
