import { formatMoney } from '@opentip/shared/money';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';
import type { PushPayload } from '@opentip/shared/schemas/push.schema';
import { PUSH_TEXTS, type PushTexts } from './push-texts.ts';

export interface NotificationForPush {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

const languageOf = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : FALLBACK_LANGUAGE;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 60) : undefined;

const nameOf = (value: unknown, key: 'username' | 'name'): string | undefined =>
  typeof value === 'object' && value !== null ? textOf((value as Record<string, unknown>)[key]) : undefined;

function amountOf(data: Record<string, unknown>, lang: Language): string | undefined {
  const { amount, currency } = data;
  if (typeof amount !== 'number' || typeof currency !== 'string') return undefined;
  try {
    return formatMoney(amount, currency, lang);
  } catch {
    return undefined;
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The title and text of a notification's push, in the person's language. */
function wording(n: NotificationForPush, lang: Language): { title: string; body: string } {
  const t: PushTexts = PUSH_TEXTS[lang];
  const from = nameOf(n.data.from, 'username');
  const team = nameOf(n.data.team, 'name') ?? t.yourTeam;
  const amount = amountOf(n.data, lang);
  const rating = typeof n.data.rating === 'number' ? String(n.data.rating) : undefined;
  const run = typeof n.data.runSeq === 'number' ? String(n.data.runSeq) : '';
  const values = { from: from ?? '', team, amount: amount ?? '', rating: rating ?? '', run };
  const say = (title: string, body: string) => ({ title, body: fill(body, values) });
  switch (n.type) {
    case 'tipReceived':
      if (!amount) break;
      return say(t.tipReceivedTitle, from ? t.tipReceived : t.tipReceivedAnonymous);
    case 'feedbackReceived':
      if (!rating) break;
      return say(t.feedbackReceivedTitle, from ? t.feedbackReceived : t.feedbackReceivedAnonymous);
    case 'teamJoinRequested':
      if (!from) break;
      return say(t.teamJoinRequestedTitle, t.teamJoinRequested);
    case 'teamJoinDecided':
      return say(
        t.teamJoinDecidedTitle,
        n.data.status === 'accepted' ? t.teamJoinAccepted : t.teamJoinRejected,
      );
    case 'teamInvitation':
      if (!from) break;
      return say(t.teamInvitationTitle, t.teamInvitation);
    case 'tipRefunded':
      return say(t.tipRefundedTitle, amount ? t.tipRefunded : t.tipRefundedNoAmount);
    case 'payoutLinked':
      return say(t.payoutLinkedTitle, t.payoutLinked);
    case 'payoutFailed':
      return say(t.payoutFailedTitle, t.payoutFailed);
    case 'payoutPaid':
      if (!amount) break;
      return say(t.payoutPaidTitle, t.payoutPaid);
    case 'poolShareReceived':
      if (!amount) break;
      return say(t.poolShareReceivedTitle, t.poolShareReceived);
    case 'poolRunContested':
      if (!from || !run) break;
      return say(t.poolRunContestedTitle, t.poolRunContested);
    case 'poolContestAnswered':
      if (!run) break;
      return say(t.poolContestAnsweredTitle, t.poolContestAnswered);
  }
  return say(t.otherTitle, t.other);
}

/** Where a click on the push leads: the screen that acts on it, else the notification list. */
function urlOf(type: string): string {
  if (type === 'tipReceived' || type === 'feedbackReceived' || type === 'tipRefunded') return '/home';
  if (type === 'teamJoinRequested') return '/teamMembers';
  if (type === 'payoutLinked' || type === 'payoutFailed' || type === 'payoutPaid') return '/connectedAccount';
  if (type === 'poolShareReceived' || type === 'poolRunContested' || type === 'poolContestAnswered')
    return '/teamPool';
  return '/notifications';
}

/** The push of one notification for a person reading `lang`. */
export function pushPayloadOf(notification: NotificationForPush, lang: string): PushPayload {
  const language = languageOf(lang);
  return {
    ...wording(notification, language),
    url: urlOf(notification.type),
    tag: `opentip-${notification.id}`,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    lang: language,
    notificationId: notification.id,
    type: notification.type,
  };
}
