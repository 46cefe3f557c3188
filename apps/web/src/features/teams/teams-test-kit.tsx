// Test helpers of this feature (not part of the app bundle: only tests import this file).
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { MyTeam, TeamMember } from '@opentip/shared/schemas/teams.schema';
import { json, renderScreens, stubFetch, type FetchHandler } from '@test/render-app';
import JoinTeamPage from './join-team-page';
import JoinTeamRequestPage from './join-team-request-page';
import MyTeamsPage from './my-teams-page';
import TeamMemberProfilePage from './team-member-profile-page';
import TeamMembersPage from './team-members-page';

const SCREENS = {
  '/joinTeam': <JoinTeamPage />,
  '/joinTeamRequest': <JoinTeamRequestPage />,
  '/my-teams': <MyTeamsPage />,
  '/teamMembers': <TeamMembersPage />,
  '/TeamMemberProfile': <TeamMemberProfilePage />,
};

/** One of this feature's screens at a path, with a stored session, the API answered by `handler`. */
export function renderTeamScreen(
  path: string,
  options: { user: SessionUser | null; handler?: FetchHandler },
) {
  return renderScreens(path, { ...options, screens: SCREENS });
}

/** The manager screen loads two lists after its translations: on a busy machine that takes a while. */
export const SLOW = { timeout: 5000 };

export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });
export const fail = (status: number, code: string, message: string) =>
  json(status, { success: false, code, message });

/** The calls made to a path (without the query), with their parsed query and JSON body. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'GET') {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === `/api/v1${path}` && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

export const TEAM = { id: 't-1', name: 'Sunset Housekeeping', code: 'SUNSET2026', myRole: 'owner' as const };

export function makeMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    username: 'ali',
    fullName: null,
    profileImg: null,
    occupation: 'housekeeping',
    role: 'member',
    status: 'accepted',
    isTeamAdmin: false,
    isTeamOwner: false,
    invited: false,
    requestedAt: '2026-11-01T10:00:00.000Z',
    acceptedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMyTeam(overrides: Partial<MyTeam> = {}): MyTeam {
  return {
    id: 't-1',
    name: TEAM.name,
    code: TEAM.code,
    owner: { username: 'sunset.housekeeping', profileImg: null },
    role: 'member',
    status: 'accepted',
    isTeamAdmin: false,
    isActive: true,
    memberCount: 4,
    requestedAt: '2026-11-01T10:00:00.000Z',
    acceptedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
