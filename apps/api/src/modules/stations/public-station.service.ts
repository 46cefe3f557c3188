import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PublicStation } from '@opentip/shared/schemas/stations.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { stations } from '../../db/schema/stations.ts';
import { users } from '../../db/schema/users.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { findPayeeProfile } from '../payees/payee-lookup.ts';
import { openShiftsAt } from './shift-reads.ts';
import { stationNotFound } from './stations.service.ts';

/**
 * GET /stations/:code: what a guest scanning a station sees. Each person on duty comes with the
 * payee reference a tip to them takes (their payee code); the pool with the team account's, which
 * createtransactions credits to the team's pool. A team owned by a personal account has no pool.
 */
export async function publicStation(
  db: Db,
  options: { code: string; cardRail: ProviderName },
): Promise<PublicStation> {
  const [row] = await db
    .select({
      station: stations,
      teamName: teams.name,
      owner: { payeeCode: users.payeeCode, accountType: users.accountType, deletedAt: users.deletedAt },
    })
    .from(stations)
    .innerJoin(teams, eq(teams.id, stations.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(stations.code, options.code.toUpperCase()), isNull(stations.deletedAt)));
  if (!row) throw stationNotFound();
  const onDuty = await openShiftsAt(db, [row.station.id]);
  const payees = onDuty.length
    ? await db
        .select({ id: users.id, payeeCode: users.payeeCode })
        .from(users)
        .where(
          and(
            inArray(
              users.id,
              onDuty.map((s) => s.member.userId),
            ),
            eq(users.userType, 'payee'),
          ),
        )
    : [];
  const codeOf = new Map(payees.map((p) => [p.id, p.payeeCode]));
  let pool: PublicStation['pool'] = null;
  if (row.owner.accountType === 'team' && !row.owner.deletedAt) {
    const profile = await findPayeeProfile(db, {
      reference: row.owner.payeeCode,
      cardRail: options.cardRail,
    });
    pool = { payee: row.owner.payeeCode, note: profile.pool };
  }
  return {
    code: row.station.code,
    name: row.station.name,
    team: { name: row.teamName },
    onDuty: onDuty.flatMap((s) => {
      const payee = codeOf.get(s.member.userId);
      return payee ? [{ ...s.member, payee, since: s.clockedInAt }] : [];
    }),
    pool,
  };
}
