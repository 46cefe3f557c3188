import fc from 'fast-check';
import {
  POOL_POLICY_KINDS,
  type PoolMemberInput,
  type PoolRole,
} from '@opentip/shared/schemas/team-pool.schema';
import { describe, expect, it } from 'vitest';
import { allocateShares } from './allocate-shares.ts';
import { weightOf } from './pool-policy.service.ts';

const uuid = fc.uuid();

/** A random policy and its members' inputs, as an owner could write them. */
const policyArb = fc
  .record({
    kind: fc.constantFrom(...POOL_POLICY_KINDS),
    roles: fc.uniqueArray(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 8 }),
        points: fc.integer({ min: 1, max: 1000 }),
      }),
      {
        maxLength: 5,
        selector: (r) => r.name,
      },
    ),
    members: fc.uniqueArray(
      fc.record({
        userId: uuid,
        percentBps: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        hoursHundredths: fc.option(fc.integer({ min: 0, max: 74_400 }), { nil: undefined }),
        roleIndex: fc.option(fc.nat(5), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 40, selector: (m) => m.userId },
    ),
  })
  .map(({ kind, roles, members }) => ({
    kind,
    roles: roles as PoolRole[],
    members: members.map(({ roleIndex, ...m }): PoolMemberInput => ({
      ...m,
      role: roles[roleIndex ?? -1]?.name,
    })),
  }));

/** The policy and the same members in another order. */
const withShuffled = policyArb.chain((policy) =>
  fc.tuple(
    fc.constant(policy),
    fc.shuffledSubarray(policy.members, {
      minLength: policy.members.length,
      maxLength: policy.members.length,
    }),
  ),
);

const totalArb = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer({ min: 1, max: 99_999_999 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);

const weightsOf = (policy: {
  kind: (typeof POOL_POLICY_KINDS)[number];
  roles: PoolRole[];
  members: PoolMemberInput[];
}) => policy.members.map((m) => ({ userId: m.userId, weight: weightOf(policy, m) }));

describe('allocateShares (largest remainder)', () => {
  it('shares add up exactly to the pool, none negative, none off by a unit or more, in any input order', () => {
    fc.assert(
      fc.property(totalArb, withShuffled, (total, [policy, shuffledMembers]) => {
        const weights = weightsOf(policy);
        const shares = allocateShares(total, weights);
        const sum = weights.reduce((acc, w) => acc + BigInt(w.weight), 0n);
        expect(shares.map((s) => s.userId).sort()).toEqual(weights.map((w) => w.userId).sort());
        for (const share of shares) expect(share.amount).toBeGreaterThanOrEqual(0);
        const given = shares.reduce((acc, s) => acc + BigInt(s.amount), 0n);
        if (total <= 0 || sum === 0n) {
          expect(given).toBe(0n);
          return;
        }
        expect(given).toBe(BigInt(total));
        const weightOfUser = new Map(weights.map((w) => [w.userId, BigInt(w.weight)]));
        for (const share of shares) {
          // |share - total*w/W| < 1, in integers: |share*W - total*w| < W.
          const gap = BigInt(share.amount) * sum - BigInt(total) * weightOfUser.get(share.userId)!;
          expect(gap < sum && -gap < sum).toBe(true);
          if (weightOfUser.get(share.userId) === 0n) expect(share.amount).toBe(0);
        }
        // The same members in another order get the same shares.
        expect(allocateShares(total, weightsOf({ ...policy, members: shuffledMembers }))).toEqual(shares);
      }),
      { numRuns: 500 },
    );
  });

  it('gives a leftover unit to the larger remainder, then the larger weight, then the smaller user id', () => {
    const a = '00000000-0000-4000-8000-00000000000a';
    const b = '00000000-0000-4000-8000-00000000000b';
    const c = '00000000-0000-4000-8000-00000000000c';
    // 10 by 1:1:1 -> 3.33 each: one unit left, equal remainders and weights: the smallest id.
    expect(
      allocateShares(10, [
        { userId: c, weight: 1 },
        { userId: a, weight: 1 },
        { userId: b, weight: 1 },
      ]),
    ).toEqual([
      { userId: a, amount: 4 },
      { userId: b, amount: 3 },
      { userId: c, amount: 3 },
    ]);
    // 100 by 1:2 -> 33.3 and 66.6: the larger remainder (b) gets the unit.
    expect(
      allocateShares(100, [
        { userId: a, weight: 1 },
        { userId: b, weight: 2 },
      ]),
    ).toEqual([
      { userId: a, amount: 33 },
      { userId: b, amount: 67 },
    ]);
    // 1 by 3:3:2 -> remainders 3,3,2 of 8: the tie between a and c goes to the smaller id.
    expect(
      allocateShares(1, [
        { userId: c, weight: 3 },
        { userId: b, weight: 2 },
        { userId: a, weight: 3 },
      ]),
    ).toEqual([
      { userId: a, amount: 1 },
      { userId: b, amount: 0 },
      { userId: c, amount: 0 },
    ]);
    // 2 by 1:1:4 -> 0.33, 0.33, 1.33: equal remainders, so the larger weight (c) gets the unit.
    expect(
      allocateShares(2, [
        { userId: a, weight: 1 },
        { userId: b, weight: 1 },
        { userId: c, weight: 4 },
      ]),
    ).toEqual([
      { userId: a, amount: 0 },
      { userId: b, amount: 0 },
      { userId: c, amount: 2 },
    ]);
  });

  it('shares nothing from an empty or negative pool, or when nobody has weight', () => {
    const w = [
      { userId: 'u1', weight: 0 },
      { userId: 'u2', weight: 0 },
    ];
    expect(allocateShares(500, w).map((s) => s.amount)).toEqual([0, 0]);
    expect(allocateShares(0, [{ userId: 'u1', weight: 3 }])).toEqual([{ userId: 'u1', amount: 0 }]);
    expect(allocateShares(-20, [{ userId: 'u1', weight: 3 }])).toEqual([{ userId: 'u1', amount: 0 }]);
  });
});
