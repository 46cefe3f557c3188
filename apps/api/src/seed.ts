import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, type Config } from './config.ts';
import { type Db } from './db/client.ts';
import { openCommandDatabase } from './scripts/command-database.ts';
import { businesses, teams } from './db/schema/businesses.ts';
import { users, type UserRow } from './db/schema/users.ts';
import { createPaymentProvider } from './integrations/payments/payment-provider-registry.ts';
import { linkPaymentAccount } from './modules/integration/payment-account.service.ts';
import { requestToJoin } from './modules/teams/join-request.service.ts';
import { decideRequest } from './modules/teams/team-decisions.service.ts';
import { membershipOf } from './modules/teams/team-lookup.ts';
import { seedDemoTips } from './modules/transactions/demo-tips.ts';
import { newPayeeCode, newUniqueId } from './modules/users/user-identity.ts';

/** Every demo account signs in with this password (documented in docs/tips-and-payments.md). */
export const DEMO_PASSWORD = 'OpenTip-Demo-2026!';

type Spec = Omit<typeof users.$inferInsert, 'passwordHash'> & { role: string };
const person = (first: string, last: string) => ({
  firstName: first,
  lastName: last,
  fullName: `${first} ${last}`,
});
const SPECS: Spec[] = [
  {
    role: 'receiver (individual)',
    username: 'maria.server',
    phone: '+12025550101',
    email: 'maria@demo.opentip.test',
    ...person('Maria', 'Lopez'),
    userType: 'payee',
    accountType: 'individual',
    occupation: 'server',
    uniqueId: '20260001',
    payeeCode: 'DEM0000001',
  },
  {
    role: 'receiver (team owner)',
    username: 'sunset.housekeeping',
    phone: '+12025550102',
    email: 'team@demo.opentip.test',
    ...person('Sunset', 'Housekeeping'),
    userType: 'payee',
    accountType: 'team',
    occupation: 'housekeeping',
    uniqueId: '20260002',
    payeeCode: 'DEM0000002',
  },
  {
    role: 'receiver (team member)',
    username: 'ali.housekeeping',
    phone: '+12025550103',
    email: 'ali@demo.opentip.test',
    ...person('Ali', 'Haddad'),
    userType: 'payee',
    accountType: 'teamMember',
    occupation: 'housekeeping',
    uniqueId: '20260003',
    payeeCode: 'DEM0000003',
  },
  {
    role: 'receiver (business)',
    username: 'bluelagoon.golf',
    phone: '+12025550104',
    email: 'golf@demo.opentip.test',
    ...person('Blue Lagoon', 'Golf Club'),
    userType: 'payee',
    accountType: 'business',
    occupation: null,
    uniqueId: '20260004',
    payeeCode: 'DEM0000004',
    address: '1 Fairway Drive',
  },
  {
    role: 'tip giver',
    username: 'sam.giver',
    phone: '+12025550105',
    email: 'sam@demo.opentip.test',
    ...person('Sam', 'Carter'),
    userType: 'payer',
    accountType: null,
    occupation: null,
    uniqueId: '20260005',
    payeeCode: 'DEM0000005',
  },
];

/** Profile fields an older seed left empty (no phone), which the profile screen needs valid. */
const FILLED_WHEN_MISSING = ['phone', 'firstName', 'lastName', 'fullName'] as const;

/** Fills what an older seed left empty, once; what a person has set since stays theirs. */
async function completeUser(db: Db, existing: UserRow, spec: Spec): Promise<UserRow> {
  const missing: Partial<Pick<UserRow, (typeof FILLED_WHEN_MISSING)[number]>> = {};
  for (const field of FILLED_WHEN_MISSING) {
    const value = spec[field];
    if (existing[field] === null && typeof value === 'string') missing[field] = value;
  }
  if (Object.keys(missing).length === 0) return existing;
  const [completed] = await db.update(users).set(missing).where(eq(users.id, existing.id)).returning();
  return completed ?? existing;
}

/** Finds a demo user by email or creates them (with a fresh ID if the fixed one is taken). */
async function ensureUser(db: Db, spec: Spec, passwordHash: string): Promise<UserRow> {
  const { role: _role, ...fields } = spec;
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${fields.email}`);
  if (existing) return completeUser(db, existing, spec);
  const taken = async (column: typeof users.uniqueId | typeof users.payeeCode, value: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(column, value))).length > 0;
  const [created] = await db
    .insert(users)
    .values({
      ...fields,
      uniqueId: (await taken(users.uniqueId, fields.uniqueId)) ? newUniqueId() : fields.uniqueId,
      payeeCode: (await taken(users.payeeCode, fields.payeeCode)) ? newPayeeCode() : fields.payeeCode,
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!created) throw new Error(`could not create ${spec.username}`);
  return created;
}

/** The member asks to join and the owner accepts, as in the product; once. */
async function ensureAcceptedMember(
  db: Db,
  options: { team: typeof teams.$inferSelect; owner: UserRow; member: UserRow },
): Promise<void> {
  const { team, owner, member } = options;
  if (await membershipOf(db, team.id, member.id)) return;
  const now = new Date();
  await requestToJoin(db, { user: member, teamCode: team.code, now });
  await decideRequest(db, {
    user: owner,
    body: { teamId: team.id, userId: member.id, status: 'accept' },
    now,
  });
}

/** The team of the team owner (with the member in it) and the business of the business account. */
async function ensureTeamAndBusiness(db: Db, people: Record<string, UserRow>, now: Date): Promise<void> {
  const owner = people['sunset.housekeeping']!;
  let [team] = await db.select().from(teams).where(eq(teams.ownerId, owner.id));
  if (!team)
    [team] = await db
      .insert(teams)
      // Older than the demo tips (three weeks back), so its pool's first period holds them all.
      .values({
        ownerId: owner.id,
        name: 'Sunset Hotel Housekeeping',
        code: 'TEAMDEM001',
        createdAt: new Date(now.getTime() - 30 * 86_400_000),
      })
      .returning();
  if (!team) throw new Error('team not created');
  await db.update(users).set({ teamId: team.id, isTeamOwner: true }).where(eq(users.id, owner.id));
  await ensureAcceptedMember(db, { team, owner, member: people['ali.housekeeping']! });
  people['sunset.housekeeping'] = { ...owner, teamId: team.id, isTeamOwner: true };
  const golf = people['bluelagoon.golf']!;
  await db
    .insert(businesses)
    .values({
      ownerId: golf.id,
      name: 'Blue Lagoon Golf Club',
      businessType: 'corporation',
      estimatedRevenue: '1mTo10m',
      address: '1 Fairway Drive',
    })
    .onConflictDoNothing();
}

export interface SeedReport {
  accounts: { role: string; username: string; email: string; uniqueId: string; payeeCode: string }[];
  newTips: number;
  newFeedback: number;
  tipsSeeded: boolean;
}

/** Fills a database with demo receivers, a giver and their tips. Safe to run again. */
export async function seedDemoData(options: { db: Db; config: Config; now?: Date }): Promise<SeedReport> {
  const { db, config } = options;
  const now = options.now ?? new Date();
  const passwordHash = await hash(DEMO_PASSWORD);
  const people: Record<string, UserRow> = {};
  for (const spec of SPECS) people[spec.username] = await ensureUser(db, spec, passwordHash);
  await ensureTeamAndBusiness(db, people, now);
  // Demo money is sandbox money: with a real provider configured, no accounts or tips are faked.
  const sandbox = config.paymentProvider === 'sandbox';
  const payments = createPaymentProvider({ config, db });
  if (sandbox) {
    for (const spec of SPECS.filter((s) => s.userType === 'payee')) {
      await linkPaymentAccount({
        db,
        payments,
        user: people[spec.username]!,
        publicUrl: config.PUBLIC_URL,
        now,
      });
    }
  }
  const counts = sandbox ? await seedDemoTips({ db, config, people, now }) : { tips: 0, feedback: 0 };
  return {
    accounts: SPECS.map((spec) => {
      const row = people[spec.username]!;
      return {
        role: spec.role,
        username: row.username,
        email: row.email ?? '',
        uniqueId: row.uniqueId,
        payeeCode: row.payeeCode,
      };
    }),
    newTips: counts.tips,
    newFeedback: counts.feedback,
    tipsSeeded: sandbox,
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    console.error('Refusing to put demo accounts into a production database (pass --force to insist).');
    process.exit(1);
  }
  const database = await openCommandDatabase(config);
  try {
    const report = await seedDemoData({ db: database.db, config });
    console.log(
      `Demo data in ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${database.dataDir}`}:`,
    );
    console.table(report.accounts);
    console.log(`Password of every demo account: ${DEMO_PASSWORD}`);
    console.log(
      report.tipsSeeded
        ? `Tips added now: ${report.newTips}, feedback added now: ${report.newFeedback} (0 when already seeded).`
        : 'A real payment provider is configured: no demo payment accounts or tips were created.',
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
