import type { TFunction } from 'i18next';
import type { NotificationItem } from '@opentip/shared/schemas/notifications.schema';

type Data = Record<string, unknown>;
type Money = (minor: number, currency: string) => string;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const nameOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' ? text((value as Data).username ?? (value as Data).name) : undefined;
/** A person's own words kept in their direction inside a sentence of another (FSI … PDI). */
const isolated = (words: string | undefined) => (words ? `\u2068${words}\u2069` : undefined);
const teamOf = (data: Data) => (data.team && typeof data.team === 'object' ? (data.team as Data) : undefined);

function amountOf(data: Data, field: string, money: Money): string | undefined {
  const minor = number(data[field]);
  const currency = text(data.currency);
  return minor === undefined || !currency ? undefined : money(minor, currency);
}

/**
 * A notification in the reader's language, worded from its type and data (the server stores
 * facts, never sentences). `type` is a string: kinds newer than this screen get a plain sentence.
 */
export function notificationText(item: { type: string; data: Data }, t: TFunction, money: Money): string {
  const { data } = item;
  const from = nameOf(data.from);
  const team = text(teamOf(data)?.name);
  switch (item.type) {
    case 'tipReceived': {
      const amount = amountOf(data, 'amount', money);
      const net = amountOf(data, 'net', money);
      if (!amount) return t('tipReceived.plain');
      const key = team ? 'tipReceived.pool' : from ? 'tipReceived.fromPerson' : 'tipReceived.fromGuest';
      return t(key, { from, team, amount, net: net ?? amount });
    }
    case 'feedbackReceived': {
      const count = number(data.rating) ?? 0;
      return t(from ? 'feedbackReceived.fromPerson' : 'feedbackReceived.fromGuest', { from, count });
    }
    case 'teamJoinRequested':
      return t(data.invited === true ? 'teamJoinRequested.invited' : 'teamJoinRequested.asked', {
        from: from ?? t('someone'),
        team: team ?? t('yourTeam'),
      });
    case 'teamJoinDecided':
      return t(data.status === 'accepted' ? 'teamJoinDecided.accepted' : 'teamJoinDecided.rejected', {
        team: team ?? t('theTeam'),
      });
    case 'teamInvitation':
      return t('teamInvitation', { from: from ?? t('someone'), team: team ?? t('theTeam') });
    case 'tipRefunded': {
      const amount = amountOf(data, 'amount', money);
      const tip = amountOf(data, 'tipTotal', money);
      if (!amount || !tip) return t('tipRefunded.plain');
      const full = (number(data.refundedTotal) ?? 0) >= (number(data.tipTotal) ?? Infinity);
      return t(full ? 'tipRefunded.full' : 'tipRefunded.part', { amount, tip });
    }
    case 'payoutLinked':
      return t('payoutLinked', { provider: providerName(data.provider) });
    case 'payoutFailed': {
      const reason = isolated(text(data.reason)?.replace(/[.\s]+$/, ''));
      const provider = providerName(data.provider);
      const amount = amountOf(data, 'amount', money);
      const key = amount ? (reason ? 'amountWithReason' : 'amount') : reason ? 'withReason' : 'plain';
      return t(`payoutFailed.${key}`, { provider, reason, amount });
    }
    case 'payoutPaid': {
      const amount = amountOf(data, 'amount', money);
      const provider = providerName(data.provider);
      return amount ? t('payoutPaid.amount', { amount, provider }) : t('payoutPaid.plain', { provider });
    }
    case 'poolShareReceived': {
      const amount = amountOf(data, 'amount', money);
      const teamName = team ?? t('yourTeam');
      return amount
        ? t('poolShareReceived.amount', { amount, team: teamName })
        : t('poolShareReceived.plain', { team: teamName });
    }
    case 'poolRunContested':
      return t('poolRunContested', {
        from: from ?? t('someone'),
        run: number(data.runSeq) ?? '',
        team: team ?? t('yourTeam'),
      });
    case 'poolContestAnswered': {
      const answer = isolated(text(data.answer));
      const values = {
        from: from ?? t('someone'),
        run: number(data.runSeq) ?? '',
        team: team ?? t('theTeam'),
        answer,
      };
      return t(answer ? 'poolContestAnswered.withAnswer' : 'poolContestAnswered.plain', values);
    }
    default:
      return t('other');
  }
}

const PROVIDERS: Record<string, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  sandbox: 'Sandbox',
};

function providerName(value: unknown): string {
  const name = text(value);
  return name ? (PROVIDERS[name] ?? name) : 'Stripe';
}

/** Each provider's page, where a receiver sees their balance and withdrawals there. */
const PAYOUT_PAGES: Record<string, string> = {
  sandbox: '/stripe',
  stripe: '/stripe',
  paypal: '/paypal',
  flutterwave: '/flutter',
};

/** Where opening a notification leads: the tips for money, the team pages for team news, the pool for its runs. */
export function notificationTarget(item: Pick<NotificationItem, 'data'> & { type: string }): string {
  switch (item.type) {
    case 'tipReceived':
    case 'feedbackReceived':
    case 'tipRefunded':
      return '/home';
    case 'teamJoinRequested': {
      const code = text(teamOf(item.data)?.code);
      return code ? `/teamMembers?teamCode=${encodeURIComponent(code)}` : '/teamMembers';
    }
    case 'teamJoinDecided':
    case 'teamInvitation':
      return '/my-teams';
    case 'payoutLinked':
      return '/connectedAccount';
    case 'payoutFailed':
    case 'payoutPaid':
      return PAYOUT_PAGES[text(item.data.provider) ?? ''] ?? '/connectedAccount';
    case 'poolShareReceived':
    case 'poolRunContested':
    case 'poolContestAnswered':
      return '/teamPool';
    default:
      return '/notifications';
  }
}
