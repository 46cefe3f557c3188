import type { TFunction } from 'i18next';
import type { PoolPolicyKind, PoolRole } from '@opentip/shared/schemas/team-pool.schema';
import { formatMoney } from '@/ui/money';
import { formatHundredths } from './pool-numbers';

export interface Amount {
  currency: string;
  amount: number;
}

/** "$12.00 · €5.00": amounts of several currencies side by side, never converted or added up. */
export function amountsText(amounts: readonly Amount[], language: string): string {
  return amounts.map(({ amount, currency }) => formatMoney(amount, currency, language)).join(' · ');
}

/** One member's shares, in the order the currencies come. */
export function sharesOf<T extends Amount & { userId: string }>(shares: readonly T[], userId: string): T[] {
  return shares.filter((share) => share.userId === userId && share.amount > 0);
}

interface MemberInput {
  role: string | null;
  percentBps: number | null;
  hoursHundredths: number | null;
}

/** What a member's share followed: "12.5 %", "7.5 h", "Waiter · 3 pt", "Equal share". */
export function inputText(
  t: TFunction,
  language: string,
  kind: PoolPolicyKind,
  member: MemberInput,
  roles: readonly PoolRole[],
): string {
  const none = t('pool.inputs.none');
  switch (kind) {
    case 'equal':
      return t('pool.inputs.equal');
    case 'percent':
      return member.percentBps === null
        ? none
        : t('pool.inputs.percent', { value: formatHundredths(member.percentBps, language) });
    case 'hours':
      return member.hoursHundredths === null
        ? none
        : t('pool.inputs.hours', { value: formatHundredths(member.hoursHundredths, language) });
    case 'points': {
      const role = roles.find((r) => r.name === member.role);
      return role
        ? t('pool.inputs.role', {
            role: role.name,
            points: new Intl.NumberFormat(language).format(role.points),
          })
        : none;
    }
  }
}

export function dateTime(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function dateOnly(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
