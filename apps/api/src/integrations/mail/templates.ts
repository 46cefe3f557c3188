import { FALLBACK_LANGUAGE } from '@opentip/shared/occupations';
import type { CodeMailKind } from './locales/mail-words.ts';
import { escapeHtml, isLanguage, MAIL_WORDS } from './mail-locale.ts';
import type { MailMessage } from './mailer.ts';

export interface CodeMailOptions {
  kind: CodeMailKind;
  lang: string;
  code: string;
  name?: string | null;
  minutes: number;
}

/** The verification or reset-code mail in the user's language (English when it is unknown). */
export function renderCodeMail(options: CodeMailOptions): Omit<MailMessage, 'to'> {
  const lang = isLanguage(options.lang) ? options.lang : FALLBACK_LANGUAGE;
  const w = MAIL_WORDS[lang].codes;
  const name = options.name?.trim();
  const greeting = name ? w.greeting(name) : w.greetingNoName;
  const lines = [greeting, '', w.intro[options.kind], '', options.code, '', w.expiry(options.minutes)];
  const tail = [w.notYou[options.kind], '', w.signOff];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(w.intro[options.kind])}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(options.code)}</p>`,
    `<p>${escapeHtml(w.expiry(options.minutes))}</p>`,
    `<p>${escapeHtml(w.notYou[options.kind])}</p>`,
    `<p>${escapeHtml(w.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: w.subject[options.kind], text: [...lines, '', ...tail].join('\n'), html };
}
