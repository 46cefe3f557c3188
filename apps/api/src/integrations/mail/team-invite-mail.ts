import { FALLBACK_LANGUAGE, type Language } from '@opentip/shared/occupations';
import type { MailMessage } from './mailer.ts';
import { escapeHtml, isLanguage } from './templates.ts';

interface TeamInviteWords {
  subject: (team: string) => string;
  greeting: string;
  what: (inviter: string, team: string) => string;
  newcomer: string;
  member: string;
  code: (code: string) => string;
  notYou: string;
  signOff: string;
}

const WORDS: Record<Language, TeamInviteWords> = {
  en: {
    subject: (team) => `You are invited to join ${team} on OpenTip`,
    greeting: 'Hello,',
    what: (inviter, team) =>
      `${inviter} invites you to join the team ${team} on OpenTip, to receive and share tips.`,
    newcomer: 'Create your account and ask to join here:',
    member: 'Sign in and ask to join here:',
    code: (code) => `Team code: ${code}`,
    notYou: 'If you do not know this team, you can ignore this email.',
    signOff: 'The OpenTip team',
  },
  fr: {
    subject: (team) => `Vous êtes invité à rejoindre ${team} sur OpenTip`,
    greeting: 'Bonjour,',
    what: (inviter, team) =>
      `${inviter} vous invite à rejoindre l'équipe ${team} sur OpenTip, pour recevoir et partager des pourboires.`,
    newcomer: 'Créez votre compte et demandez à rejoindre l’équipe ici :',
    member: 'Connectez-vous et demandez à rejoindre l’équipe ici :',
    code: (code) => `Code de l'équipe : ${code}`,
    notYou: 'Si vous ne connaissez pas cette équipe, vous pouvez ignorer cet e-mail.',
    signOff: "L'équipe OpenTip",
  },
  es: {
    subject: (team) => `Te han invitado a unirte a ${team} en OpenTip`,
    greeting: 'Hola:',
    what: (inviter, team) =>
      `${inviter} te invita a unirte al equipo ${team} en OpenTip para recibir y compartir propinas.`,
    newcomer: 'Crea tu cuenta y pide unirte aquí:',
    member: 'Inicia sesión y pide unirte aquí:',
    code: (code) => `Código del equipo: ${code}`,
    notYou: 'Si no conoces este equipo, puedes ignorar este correo.',
    signOff: 'El equipo de OpenTip',
  },
  ar: {
    subject: (team) => `أنت مدعو للانضمام إلى ${team} على OpenTip`,
    greeting: 'مرحبًا،',
    what: (inviter, team) =>
      `يدعوك ${inviter} للانضمام إلى فريق ${team} على OpenTip لتلقي الإكراميات ومشاركتها.`,
    newcomer: 'أنشئ حسابك واطلب الانضمام من هنا:',
    member: 'سجّل الدخول واطلب الانضمام من هنا:',
    code: (code) => `رمز الفريق: ${code}`,
    notYou: 'إذا كنت لا تعرف هذا الفريق، يمكنك تجاهل هذه الرسالة.',
    signOff: 'فريق OpenTip',
  },
  it: {
    subject: (team) => `Sei invitato a unirti a ${team} su OpenTip`,
    greeting: 'Ciao,',
    what: (inviter, team) =>
      `${inviter} ti invita a unirti alla squadra ${team} su OpenTip, per ricevere e condividere le mance.`,
    newcomer: 'Crea il tuo account e chiedi di unirti qui:',
    member: 'Accedi e chiedi di unirti qui:',
    code: (code) => `Codice della squadra: ${code}`,
    notYou: 'Se non conosci questa squadra, puoi ignorare questa email.',
    signOff: 'Il team di OpenTip',
  },
  de: {
    subject: (team) => `Sie sind eingeladen, ${team} auf OpenTip beizutreten`,
    greeting: 'Hallo,',
    what: (inviter, team) =>
      `${inviter} lädt Sie ein, dem Team ${team} auf OpenTip beizutreten, um Trinkgelder zu erhalten und zu teilen.`,
    newcomer: 'Erstellen Sie hier Ihr Konto und bitten Sie um Aufnahme:',
    member: 'Melden Sie sich hier an und bitten Sie um Aufnahme:',
    code: (code) => `Teamcode: ${code}`,
    notYou: 'Wenn Sie dieses Team nicht kennen, können Sie diese E-Mail ignorieren.',
    signOff: 'Ihr OpenTip-Team',
  },
};

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
  const w = WORDS[lang];
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
