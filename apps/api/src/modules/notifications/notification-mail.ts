import { formatMoney } from '@opentip/shared/money';
import { FALLBACK_LANGUAGE, type Language } from '@opentip/shared/occupations';
import type { NotificationKind } from '@opentip/shared/schemas/notifications.schema';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { escapeHtml, isLanguage, MAIL_WORDS } from '../../integrations/mail/mail-locale.ts';

/**
 * The kinds told by mail as well. People keep no notification preferences yet, so mail goes only
 * where missing it costs the person: a withdrawal that did not arrive and needs them to act.
 */
export const MAILED_KINDS: readonly NotificationKind[] = ['payoutFailed'];

export const isMailed = (type: string): boolean => (MAILED_KINDS as readonly string[]).includes(type);

const PROVIDERS: Record<string, { name: string; page: string }> = {
  sandbox: { name: 'Sandbox', page: '/stripe' },
  stripe: { name: 'Stripe', page: '/stripe' },
  paypal: { name: 'PayPal', page: '/paypal' },
  flutterwave: { name: 'Flutterwave', page: '/flutter' },
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function moneyOf(data: Record<string, unknown>, lang: Language): string | undefined {
  const { amount, currency } = data;
  if (typeof amount !== 'number' || typeof currency !== 'string') return undefined;
  try {
    return formatMoney(amount, currency, lang);
  } catch {
    return undefined;
  }
}

export interface MailedNotification {
  id: string;
  type: string;
  data: Record<string, unknown>;
  email: string;
  lang: string;
}

/** The mail of a notification of a mailed kind, in the person's language; null for any other kind. */
export function notificationMail(n: MailedNotification, publicUrl: string): MailMessage | null {
  if (n.type !== 'payoutFailed') return null;
  const lang = isLanguage(n.lang) ? n.lang : FALLBACK_LANGUAGE;
  const w = MAIL_WORDS[lang].payoutFailed;
  const provider = PROVIDERS[text(n.data.provider) ?? ''] ?? { name: 'Stripe', page: '/stripe' };
  const link = `${publicUrl.replace(/\/+$/, '')}${provider.page}`;
  const amount = moneyOf(n.data, lang);
  const what = amount ? w.what(amount, provider.name) : w.whatPlain(provider.name);
  const reason = text(n.data.reason);
  const paragraphs = [what, ...(reason ? [w.reason(reason.slice(0, 300))] : [])];
  const todo = w.todo(provider.name);
  return {
    to: n.email,
    subject: w.subject,
    text: [w.greeting, '', ...paragraphs, '', todo, link, '', w.signOff].join('\n'),
    html: [
      `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif">`,
      `<p>${escapeHtml(w.greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(todo)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(w.signOff)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
