import { FALLBACK_LANGUAGE } from '@opentip/shared/occupations';
import type { MailMessage } from './mailer.ts';
import { escapeHtml, isLanguage, MAIL_WORDS } from './mail-locale.ts';

export interface SignUpAttemptMailOptions {
  lang: string;
  name?: string | null;
  /** PUBLIC_URL: the links lead to the sign-in and forgotten-password screens there. */
  publicUrl: string;
}

/** Told to the owner of an address that someone tried to register again, in the owner's language. */
export function renderSignUpAttemptMail(options: SignUpAttemptMailOptions): Omit<MailMessage, 'to'> {
  const lang = isLanguage(options.lang) ? options.lang : FALLBACK_LANGUAGE;
  const w = MAIL_WORDS[lang].signUpAttempt;
  const name = options.name?.trim();
  const greeting = name ? w.greeting(name) : w.greetingNoName;
  const base = options.publicUrl.replace(/\/+$/, '');
  const signInUrl = `${base}/login`;
  const resetUrl = `${base}/forgotpassword`;
  const text = [
    greeting,
    '',
    w.what,
    '',
    w.signIn,
    signInUrl,
    '',
    w.reset,
    resetUrl,
    '',
    w.notYou,
    '',
    w.signOff,
  ];
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = [
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(w.what)}</p>`,
    `<p>${escapeHtml(w.signIn)}<br>${link(signInUrl)}</p>`,
    `<p>${escapeHtml(w.reset)}<br>${link(resetUrl)}</p>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(w.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: w.subject, text: text.join('\n'), html };
}
