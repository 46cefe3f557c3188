// Test helpers of every console screen (only tests import this file).
import type { ReactElement } from 'react';
import { ADMIN } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import { AdminNamespace } from '../admin-namespace';

export { ok } from '@test/render-app';
export const refused = (status: number, code: string, message: string, key?: string) =>
  json(status, { success: false, code, message, details: key ? [{ path: 'amount', key }] : undefined });

/** One admin screen at a path, signed in as ADMIN, inside the admin namespace as the console renders it. */
export function renderAdminScreen(
  path: string,
  route: string,
  screen: ReactElement,
  handler: FetchHandler,
  extra: Record<string, ReactElement> = {},
) {
  const wrap = (element: ReactElement) => <AdminNamespace>{element}</AdminNamespace>;
  const screens = Object.fromEntries(
    Object.entries({ [route]: screen, ...extra }).map(([r, element]) => [r, wrap(element)]),
  );
  return renderScreens(path, { user: ADMIN, handler, screens });
}

/** The requests to a path (query strings kept), with their parsed bodies. */
export function requestsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0]?.endsWith(path))
    .map(([input, init]) => {
      const request = init as RequestInit | undefined;
      return {
        url: String(input),
        query: new URL(String(input), 'http://x').searchParams,
        method: request?.method ?? 'GET',
        body: request?.body ? (JSON.parse(String(request.body)) as unknown) : undefined,
      };
    });
}
