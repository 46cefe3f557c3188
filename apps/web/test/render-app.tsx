import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { AppRoutes } from '@/app/app-routes';
import { Providers, createQueryClient } from '@/app/providers';
import { serializeSession } from '@/app/session/session-persistence';
import type { PersistedReader } from '@/app/session/session-persistence';

function LocationProbe({ withSearch = false }: { withSearch?: boolean }) {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + (withSearch ? location.search : '')}</output>;
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A successful API answer in the envelope. */
export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

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

/**
 * A feature's screens alone (no guard, no layout) at a path, with a stored session and the API
 * answered by `handler`; the location probe shows the path with its query.
 */
export function renderScreens(
  path: string,
  {
    user,
    handler,
    screens,
  }: { user: SessionUser | null; handler?: FetchHandler; screens: Record<string, ReactElement> },
) {
  if (user) window.localStorage.setItem('persist:root', serializeSession({ accessToken: 'token-1', user }));
  const fetchMock = stubFetch(user, handler);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={createQueryClient()}>
        <Routes>
          {Object.entries(screens).map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe withSearch />
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, fetchMock };
}
