import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { AppRoutes } from '@/app/app-routes';
import { Providers, createQueryClient } from '@/app/providers';
import { serializeSession } from '@/app/session/session-persistence';
import type { PersistedReader } from '@/app/session/session-persistence';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch: the handler answers, GET /user/profile returns the given user by default. */
export function stubFetch(user: SessionUser | null, handler?: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = handler ? await handler(url, init) : undefined;
    if (answer) return answer;
    if (url.endsWith('/user/profile') && user)
      return json(200, { success: true, message: 'OK', data: { user } });
    return json(404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'This address does not exist.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface RenderOptions {
  user?: SessionUser | null;
  readSession?: PersistedReader;
  handler?: FetchHandler;
}

/** The whole app at a path, with the session stored under persist:root as a real start-up would find it. */
export function renderApp(path: string, { user = null, readSession, handler }: RenderOptions = {}) {
  if (user) window.localStorage.setItem('persist:root', serializeSession({ accessToken: 'token-1', user }));
  const fetchMock = stubFetch(user, handler);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={createQueryClient()} readSession={readSession}>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, fetchMock };
}
