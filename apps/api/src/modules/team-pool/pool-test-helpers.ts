import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PoolPolicyBody } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import type { TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import { loadConfig } from '../../config.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { addToTeam, call, newTeam, type Person, type TestTeam } from '../teams/team-test-helpers.ts';
import type { PoolDeps } from './pool-deps.ts';
import { runShareOut } from './run-share-out.service.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PoolTeam extends TestTeam {
  /** Accepted members (not the owner), each with a linked sandbox account. */
  members: Person[];
}

/**
 * A team whose pool can be tipped and shared: the owner's team account and `members` accepted
 * members with linked sandbox accounts. `createdDaysAgo` moves the team's creation back, so a
 * daily or weekly period that ended before today can hold its tips.
 */
export async function newPoolTeam(
  db: Db,
  options: { members?: number; createdDaysAgo?: number } = {},
): Promise<PoolTeam> {
  const team = await newTeam(db);
  if (options.createdDaysAgo) {
    const createdAt = new Date(Date.now() - options.createdDaysAgo * DAY_MS);
    await db.update(teams).set({ createdAt }).where(eq(teams.id, team.team.id));
    team.team = { ...team.team, createdAt };
  }
  const members: Person[] = [];
  for (let i = 0; i < (options.members ?? 3); i++) members.push(await addLinkedMember(db, team));
  return { ...team, members };
}

/** An accepted member (or admin) with a linked sandbox account, so their shares are paid on at once. */
export const addLinkedMember = (db: Db, team: TestTeam, options: { admin?: boolean } = {}) =>
  createReceiver(db, {
    teamId: team.team.id,
    accountType: 'teamMember',
    isTeamAdmin: options.admin ?? false,
  });

/** An accepted member who has not linked a payment account: their transfers wait for one. */
export const addUnlinkedMember = (db: Db, team: TestTeam) => addToTeam(db, team, 'member');

/**
 * A guest's real tip to the team's pool (sandbox success card), through createtransactions.
 * Answers the tip's id and what the pool is credited (the tip less the platform fee).
 */
export async function tipTeam(
  app: FastifyInstance,
  team: TestTeam,
  amount: number,
  currency = 'USD',
): Promise<{ tipId: string; net: number }> {
  const res = await giveTip(app, {
    body: {
      payee: team.owner.user.id,
      amount,
      currency,
      paymentType: 'card',
      paymentMethod: await sandboxToken(app),
    },
  });
  if (res.statusCode !== 200) throw new Error(`tip failed: ${res.body}`);
  const { transaction } = res.json().data as { transaction: { id: string; amounts: { net: number } } };
  return { tipId: transaction.id, net: transaction.amounts.net };
}

/** What runShareOut and payPendingTransfers need, on the test app's database (sandbox provider). */
export function poolDeps(t: TestApp, payments?: CardRailProvider): PoolDeps {
  const db = t.database.db;
  return {
    db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    payments: payments ?? createSandboxProvider(db),
  };
}

/** A share-out as the scheduler or a manager makes it (default: the owner, on demand, now). */
export function shareOut(
  t: TestApp,
  team: TestTeam,
  options: {
    now?: Date;
    trigger?: 'scheduled' | 'onDemand';
    byUserId?: string | null;
    payments?: CardRailProvider;
  } = {},
): Promise<TeamPoolRunRow> {
  return runShareOut(poolDeps(t, options.payments), {
    teamId: team.team.id,
    byUserId: options.byUserId === undefined ? team.owner.user.id : options.byUserId,
    trigger: options.trigger ?? 'onDemand',
    now: options.now ?? new Date(),
  });
}

/** PUT /teams/pool/policy as `token` (the owner's by default). */
export function putPolicy(
  app: FastifyInstance,
  team: TestTeam,
  policy: Omit<PoolPolicyBody, 'teamId' | 'roles' | 'members' | 'hoursSource'> &
    Partial<Pick<PoolPolicyBody, 'roles' | 'members' | 'hoursSource'>>,
  token = team.owner.token,
) {
  return call(app, {
    method: 'PUT',
    url: '/teams/pool/policy',
    token,
    payload: { teamId: team.team.id, ...policy },
  });
}

/** POST /teams/pool/runs as `token` (the owner's by default). */
export const postRun = (app: FastifyInstance, team: TestTeam, token = team.owner.token) =>
  call(app, { method: 'POST', url: '/teams/pool/runs', token, payload: { teamId: team.team.id } });
