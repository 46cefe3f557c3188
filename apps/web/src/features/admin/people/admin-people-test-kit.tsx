// Fixtures of the People screens (only tests import this file).
import type { AdminPersonSummary } from '@opentip/shared/schemas/admin.schema';
import type { FetchHandler } from '@test/render-app';
import { renderAdminScreen } from '../shell/admin-test-kit';
import PeoplePage from './people-page';
import PersonPage from './person-page';

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

/** The People screens alone, as an administrator, with the API answered by `handler`. */
export function renderPeople(path: string, handler: FetchHandler) {
  return renderAdminScreen(path, '/admin/people', <PeoplePage />, handler, {
    '/admin/people/:id': <PersonPage />,
  });
}
