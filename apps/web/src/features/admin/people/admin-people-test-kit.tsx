import type { AdminPersonSummary } from '@opentip/shared/schemas/admin.schema';
import { makeUser } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import { AdminNamespace } from '../admin-namespace';
import PeoplePage from './people-page';
import PersonPage from './person-page';

export const ADMIN = makeUser({
  id: 'a-1',
  username: 'root',
  email: 'root@opentip.test',
  userType: 'admin',
  accountType: null,
  occupation: null,
});

export function makePerson(overrides: Partial<AdminPersonSummary> = {}): AdminPersonSummary {
  return {
    id: '6f1c1a52-3f7e-4a51-9d55-0c7e2b1d0a01',
    uniqueId: '12345678',
    username: 'maria',
    email: 'maria@example.com',
    fullName: 'Maria Lopez',
    userType: 'payee',
    chatDisabled: false,
    signInDisabledAt: null,
    emailVerifiedAt: '2026-01-02T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const ok = (data: unknown, message = 'ok') => json(200, { success: true, message, data });

/** The People screens alone, as an administrator, with the API answered by `handler`. */
export function renderPeople(path: string, handler: FetchHandler) {
  return renderScreens(path, {
    user: ADMIN,
    handler,
    screens: {
      '/admin/people': (
        <AdminNamespace>
          <PeoplePage />
        </AdminNamespace>
      ),
      '/admin/people/:id': (
        <AdminNamespace>
          <PersonPage />
        </AdminNamespace>
      ),
    },
  });
}

type Calls = ReturnType<typeof renderPeople>['fetchMock']['mock']['calls'];

/** The calls to a path (ending), with their method and parsed body. */
export function callsTo(calls: Calls, ending: string) {
  return calls
    .filter(([url]) => String(url).split('?')[0]?.endsWith(ending))
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
