import { FALLBACK_LANGUAGE } from '@opentip/shared/occupations';
import type { MailMessage } from './mailer.ts';
import { escapeHtml, isLanguage, MAIL_WORDS } from './mail-locale.ts';

export interface TeamInviteMailOptions {
  lang: string;
  inviter: string;
  teamName: string;
  teamCode: string;
  /** Whether the address already has an account: sign in and ask, rather than sign up. */
  hasAccount: boolean;
  /** PUBLIC_URL, where the join screens are. */
  publicUrl: string;
}

/** An invitation to a team, in the invitee's language (the inviter's when the invitee is unknown). */
export function renderTeamInviteMail(options: TeamInviteMailOptions): Omit<MailMessage, 'to'> {
  const lang = isLanguage(options.lang) ? options.lang : FALLBACK_LANGUAGE;
  const w = MAIL_WORDS[lang].teamInvite;
  const base = options.publicUrl.replace(/\/+$/, '');
  const screen = options.hasAccount ? 'joinTeamRequest' : 'joinTeam';
  const link = `${base}/${screen}?teamCode=${encodeURIComponent(options.teamCode)}`;
  const what = w.what(options.inviter, options.teamName);
  const how = options.hasAccount ? w.member : w.newcomer;
  const code = w.code(options.teamCode);
  const text = [w.greeting, '', what, '', how, link, '', code, '', w.notYou, '', w.signOff].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(what)}</p>`,
    `<p>${escapeHtml(how)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(w.signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: w.subject(options.teamName), text, html };
}
