import { formatMoney } from '@opentip/shared/money';
import { FALLBACK_LANGUAGE, type Language } from '@opentip/shared/occupations';
import type { NotificationKind } from '@opentip/shared/schemas/notifications.schema';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { escapeHtml, isLanguage } from '../../integrations/mail/templates.ts';

/**
 * The kinds told by mail as well. People keep no notification preferences yet, so mail goes only
 * where missing it costs the person: a withdrawal that did not arrive and needs them to act.
 */
export const MAILED_KINDS: readonly NotificationKind[] = ['payoutFailed'];

export const isMailed = (type: string): boolean => (MAILED_KINDS as readonly string[]).includes(type);

interface PayoutFailedWords {
  subject: string;
  greeting: string;
  what: (amount: string, provider: string) => string;
  /** A payout whose amount we do not know (one the provider made from the person's own account). */
  whatPlain: (provider: string) => string;
  reason: (reason: string) => string;
  todo: (provider: string) => string;
  signOff: string;
}

const WORDS: Record<Language, PayoutFailedWords> = {
  en: {
    whatPlain: (provider) => `A payout to your ${provider} account failed.`,
    subject: 'Your OpenTip withdrawal did not arrive',
    greeting: 'Hello,',
    what: (amount, provider) =>
      `Your withdrawal of ${amount} to your ${provider} account failed. The money is back in your OpenTip balance.`,
    reason: (reason) => `The provider's reason: ${reason}`,
    todo: (provider) => `Check your ${provider} account details, then withdraw again here:`,
    signOff: 'The OpenTip team',
  },
  fr: {
    whatPlain: (provider) => `Un versement vers votre compte ${provider} a échoué.`,
    subject: "Votre retrait OpenTip n'est pas arrivé",
    greeting: 'Bonjour,',
    what: (amount, provider) =>
      `Votre retrait de ${amount} vers votre compte ${provider} a échoué. L'argent est de retour sur votre solde OpenTip.`,
    reason: (reason) => `Motif indiqué par le prestataire : ${reason}`,
    todo: (provider) => `Vérifiez les informations de votre compte ${provider}, puis retirez à nouveau ici :`,
    signOff: "L'équipe OpenTip",
  },
  es: {
    whatPlain: (provider) => `Ha fallado un pago a tu cuenta de ${provider}.`,
    subject: 'Tu retiro de OpenTip no ha llegado',
    greeting: 'Hola:',
    what: (amount, provider) =>
      `Tu retiro de ${amount} a tu cuenta de ${provider} ha fallado. El dinero ha vuelto a tu saldo de OpenTip.`,
    reason: (reason) => `Motivo indicado por el proveedor: ${reason}`,
    todo: (provider) => `Revisa los datos de tu cuenta de ${provider} y vuelve a retirar aquí:`,
    signOff: 'El equipo de OpenTip',
  },
  ar: {
    whatPlain: (provider) => `فشل تحويل إلى حسابك في ${provider}.`,
    subject: 'لم يصل سحبك من OpenTip',
    greeting: 'مرحبًا،',
    what: (amount, provider) =>
      `فشل سحبك بقيمة ${amount} إلى حسابك في ${provider}. عاد المبلغ إلى رصيدك في OpenTip.`,
    reason: (reason) => `السبب كما ذكره مزوّد الدفع: ${reason}`,
    todo: (provider) => `تحقّق من بيانات حسابك في ${provider}، ثم اسحب مرة أخرى من هنا:`,
    signOff: 'فريق OpenTip',
  },
  it: {
    whatPlain: (provider) => `Un pagamento sul tuo conto ${provider} non è riuscito.`,
    subject: 'Il tuo prelievo OpenTip non è arrivato',
    greeting: 'Ciao,',
    what: (amount, provider) =>
      `Il tuo prelievo di ${amount} sul tuo conto ${provider} non è riuscito. Il denaro è tornato nel tuo saldo OpenTip.`,
    reason: (reason) => `Motivo indicato dal fornitore: ${reason}`,
    todo: (provider) => `Controlla i dati del tuo conto ${provider}, poi preleva di nuovo qui:`,
    signOff: 'Il team di OpenTip',
  },
  de: {
    whatPlain: (provider) => `Eine Auszahlung auf Ihr ${provider}-Konto ist fehlgeschlagen.`,
    subject: 'Ihre OpenTip-Auszahlung ist nicht angekommen',
    greeting: 'Hallo,',
    what: (amount, provider) =>
      `Ihre Auszahlung von ${amount} auf Ihr ${provider}-Konto ist fehlgeschlagen. Das Geld ist wieder in Ihrem OpenTip-Guthaben.`,
    reason: (reason) => `Angabe des Anbieters: ${reason}`,
    todo: (provider) => `Prüfen Sie die Angaben Ihres ${provider}-Kontos und zahlen Sie hier erneut aus:`,
    signOff: 'Ihr OpenTip-Team',
  },
};

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
  const w = WORDS[lang];
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
