export interface Weighted {
  userId: string;
  weight: number;
}

export interface Allocation {
  userId: string;
  amount: number;
}

const byUserId = (a: { userId: string }, b: { userId: string }) =>
  a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;

/**
 * Splits `total` minor units in proportion to the weights by the largest remainder method: each
 * gets floor(total * w / W), then the units left over go one each to the largest remainders (ties:
 * the larger weight, then the smaller userId). Computed in bigint, so no unit is created or lost
 * and the same input in any order gives the same shares. A total <= 0 or no weight gives all 0.
 * Answers in ascending userId order.
 */
export function allocateShares(total: number, weights: Weighted[]): Allocation[] {
  const sorted = [...weights].sort(byUserId);
  const sum = sorted.reduce((acc, w) => acc + BigInt(Math.max(0, w.weight)), 0n);
  if (total <= 0 || sum === 0n) return sorted.map((w) => ({ userId: w.userId, amount: 0 }));
  const pool = BigInt(total);
  const parts = sorted.map((w) => {
    const weight = BigInt(Math.max(0, w.weight));
    const exact = pool * weight;
    return { userId: w.userId, weight, amount: exact / sum, remainder: exact % sum };
  });
  let left = pool - parts.reduce((acc, p) => acc + p.amount, 0n);
  const order = [...parts].sort((a, b) => {
    if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
    if (a.weight !== b.weight) return a.weight > b.weight ? -1 : 1;
    return byUserId(a, b);
  });
  // Fewer units are left than there are members, so one pass suffices.
  for (const part of order) {
    if (left === 0n) break;
    part.amount += 1n;
    left -= 1n;
  }
  return parts.map((p) => ({ userId: p.userId, amount: Number(p.amount) }));
}
