// Test helpers of the pool screen (not part of the app bundle: only tests import this file).
import type {
  PoolContest,
  PoolOverview,
  PoolPolicyMember,
  PoolPreview,
  PoolRun,
  PoolSummary,
  PoolSummaryLine,
} from '@opentip/shared/schemas/team-pool.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { makeUser } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import TeamPoolPage from './team-pool-page';

export const TEAM_ID = '7a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
export const OWNER_ID = '00000000-0000-4000-8000-0000000000aa';
export const ALI_ID = '00000000-0000-4000-8000-000000000001';
export const BEA_ID = '00000000-0000-4000-8000-000000000002';

export const ok = (data: unknown, message = 'ok') => json(200, { success: true, message, data });
export const fail = (status: number, code: string, message: string, details?: unknown[]) =>
  json(status, { success: false, code, message, ...(details ? { details } : {}) });

export const ownerUser = makeUser({ id: OWNER_ID, accountType: 'team', isTeamOwner: true, teamId: TEAM_ID });
export const adminUser = makeUser({
  id: BEA_ID,
  username: 'bea',
  accountType: 'teamMember',
  isTeamAdmin: true,
  teamId: TEAM_ID,
  userTeam: { isteamAdmin: true },
});
export const memberUser = makeUser({
  id: ALI_ID,
  username: 'ali',
  accountType: 'teamMember',
  teamId: TEAM_ID,
});

export function policyMember(overrides: Partial<PoolPolicyMember> = {}): PoolPolicyMember {
  return {
    userId: ALI_ID,
    username: 'ali',
    fullName: null,
    profileImg: null,
    role: null,
    percentBps: null,
    hoursHundredths: null,
    weight: 1,
    ...overrides,
  };
}

export const ALI = policyMember();
export const BEA = policyMember({ userId: BEA_ID, username: 'bea' });

/** $45.00 left when run #3's period ended, run #3 shared it, then 7 tips: $120.00 now. */
export function makeSummary(overrides: Partial<PoolSummaryLine> = {}): PoolSummary {
  return {
    periodStart: '2026-11-08T00:00:00.000Z',
    periodEnd: '2026-11-20T10:00:00.000Z',
    currencies: [
      {
        currency: 'USD',
        opening: 4500,
        tips: { count: 7, amount: 12000 },
        refunds: { count: 0, amount: 0 },
        sharedOut: { runs: [3], amount: 4500 },
        closing: 12000,
        ...overrides,
      },
    ],
  };
}

export function makeOverview(
  overrides: Partial<PoolOverview> = {},
  myRole: 'member' | 'admin' | 'owner' = 'owner',
): PoolOverview {
  return {
    team: { id: TEAM_ID, name: 'Sunset Housekeeping', code: 'SUNSET2026', myRole },
    policy: {
      kind: 'equal',
      frequency: 'onDemand',
      roles: [],
      members: [ALI, BEA],
      hoursSource: 'typed',
      updatedAt: null,
    },
    pools: [{ currency: 'USD', amount: 12000, tipCount: 7 }],
    summary: makeSummary(),
    nextRunAt: null,
    contestWindowDays: 14,
    openContests: 0,
    ...overrides,
  };
}

export function makePreview(overrides: Partial<PoolPreview> = {}): PoolPreview {
  return {
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-11-20T10:00:00.000Z',
    pools: [{ currency: 'USD', amount: 12000, tipCount: 7 }],
    shares: [
      { userId: ALI_ID, currency: 'USD', amount: 6000 },
      { userId: BEA_ID, currency: 'USD', amount: 6000 },
    ],
    members: [BEA, ALI],
    ...overrides,
  };
}

const DAY = 86_400_000;

export function makeRun(overrides: Partial<PoolRun> = {}): PoolRun {
  return {
    id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
    seq: 3,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-11-08T00:00:00.000Z',
    trigger: 'onDemand',
    policy: { kind: 'hours', frequency: 'weekly', roles: [] },
    members: [
      { ...ALI, hoursHundredths: 3000, weight: 3000 },
      { ...BEA, hoursHundredths: 1000, weight: 1000 },
    ],
    pools: [{ currency: 'USD', amount: 6000, tipCount: 4 }],
    shares: [
      { userId: ALI_ID, currency: 'USD', amount: 4500 },
      { userId: BEA_ID, currency: 'USD', amount: 1500 },
    ],
    transfers: [
      { userId: ALI_ID, currency: 'USD', amount: 4500, status: 'paid' },
      { userId: BEA_ID, currency: 'USD', amount: 1500, status: 'pending' },
    ],
    createdBy: OWNER_ID,
    createdAt: '2026-11-08T09:00:00.000Z',
    hash: 'a3f1c9e2b7d40c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6',
    prevHash: '0'.repeat(64),
    contestUntil: new Date(Date.now() + 10 * DAY).toISOString(),
    ...overrides,
  };
}

export function makeContest(overrides: Partial<PoolContest> = {}): PoolContest {
  return {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    runId: makeRun().id,
    runSeq: 3,
    member: { userId: ALI_ID, username: 'ali', fullName: null, profileImg: null },
    reason: 'I worked 34 hours that week, not 30.',
    status: 'open',
    answer: null,
    answeredBy: null,
    createdAt: '2026-11-09T12:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

interface PoolState {
  overview?: PoolOverview;
  preview?: PoolPreview;
  runs?: PoolRun[];
  contests?: PoolContest[];
}

/** Answers the screen's reads; `overrides` answers first (writes, failures). */
export function poolApi(state: PoolState = {}, overrides: FetchHandler = () => undefined): FetchHandler {
  return async (url, init) => {
    const own = await overrides(url, init);
    if (own) return own;
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return undefined;
    if (pathname === '/api/v1/teams/pool') return ok(state.overview ?? makeOverview());
    if (pathname === '/api/v1/teams/pool/preview') return ok(state.preview ?? makePreview());
    if (pathname === '/api/v1/teams/pool/runs') {
      const runs = state.runs ?? [];
      return ok({ runs, page: 1, total: runs.length, hasMore: false });
    }
    if (pathname === '/api/v1/teams/pool/contests') return ok({ contests: state.contests ?? [] });
    return undefined;
  };
}

/** The pool screen at a path, signed in as `user`. */
export function renderPool(path: string, options: { user: SessionUser; handler: FetchHandler }) {
  return renderScreens(path, { ...options, screens: { '/teamPool': <TeamPoolPage /> } });
}

export const poolPath = `/teamPool?teamId=${TEAM_ID}`;

/** The screen loads its code, translations and four lists on a busy machine. */
export const SLOW = { timeout: 8000 };
