import { FALLBACK_LANGUAGE, type Language } from '@opentip/shared/occupations';
import type { MailMessage } from './mailer.ts';
import { escapeHtml, isLanguage } from './templates.ts';

interface SignUpAttemptWords {
  subject: string;
  greeting: (name: string) => string;
  greetingNoName: string;
  what: string;
  signIn: string;
  reset: string;
  notYou: string;
  signOff: string;
}

const WORDS: Record<Language, SignUpAttemptWords> = {
  en: {
    subject: 'Someone tried to sign up to OpenTip with your email address',
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    what: 'Someone just tried to create an OpenTip account with this email address. You already have an account, so no new one was created.',
    signIn: 'If it was you, sign in here:',
    reset: 'Forgot your password? Reset it here:',
    notYou: 'If it was not you, you can ignore this email. Nothing in your account has changed.',
    signOff: 'The OpenTip team',
  },
  fr: {
    subject: "Quelqu'un a tenté de s'inscrire à OpenTip avec votre adresse e-mail",
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    what: "Quelqu'un vient d'essayer de créer un compte OpenTip avec cette adresse e-mail. Vous avez déjà un compte, donc aucun nouveau compte n'a été créé.",
    signIn: "Si c'était vous, connectez-vous ici :",
    reset: 'Mot de passe oublié ? Réinitialisez-le ici :',
    notYou: "Si ce n'était pas vous, vous pouvez ignorer cet e-mail. Rien n'a changé dans votre compte.",
    signOff: "L'équipe OpenTip",
  },
  es: {
    subject: 'Alguien intentó registrarse en OpenTip con tu dirección de correo',
    greeting: (name) => `Hola, ${name}:`,
    greetingNoName: 'Hola:',
    what: 'Alguien acaba de intentar crear una cuenta de OpenTip con esta dirección de correo. Ya tienes una cuenta, así que no se ha creado ninguna nueva.',
    signIn: 'Si fuiste tú, inicia sesión aquí:',
    reset: '¿Olvidaste tu contraseña? Restablécela aquí:',
    notYou: 'Si no fuiste tú, puedes ignorar este correo. No ha cambiado nada en tu cuenta.',
    signOff: 'El equipo de OpenTip',
  },
  ar: {
    subject: 'حاول شخص ما التسجيل في OpenTip باستخدام بريدك الإلكتروني',
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    what: 'حاول شخص ما للتو إنشاء حساب في OpenTip بهذا البريد الإلكتروني. لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد.',
    signIn: 'إذا كنت أنت، سجّل الدخول من هنا:',
    reset: 'هل نسيت كلمة المرور؟ أعد تعيينها من هنا:',
    notYou: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة. لم يتغير شيء في حسابك.',
    signOff: 'فريق OpenTip',
  },
  it: {
    subject: 'Qualcuno ha provato a registrarsi a OpenTip con il tuo indirizzo email',
    greeting: (name) => `Ciao ${name},`,
    greetingNoName: 'Ciao,',
    what: 'Qualcuno ha appena provato a creare un account OpenTip con questo indirizzo email. Hai già un account, quindi non ne è stato creato uno nuovo.',
    signIn: 'Se sei stato tu, accedi qui:',
    reset: 'Hai dimenticato la password? Reimpostala qui:',
    notYou: 'Se non sei stato tu, puoi ignorare questa email. Nel tuo account non è cambiato nulla.',
    signOff: 'Il team di OpenTip',
  },
  de: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei OpenTip registrieren',
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    what: 'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein OpenTip-Konto zu erstellen. Sie haben bereits ein Konto, daher wurde kein neues angelegt.',
    signIn: 'Wenn Sie das waren, melden Sie sich hier an:',
    reset: 'Passwort vergessen? Setzen Sie es hier zurück:',
    notYou:
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren. An Ihrem Konto hat sich nichts geändert.',
    signOff: 'Ihr OpenTip-Team',
  },
};

export interface SignUpAttemptMailOptions {
  lang: string;
  name?: string | null;
  /** PUBLIC_URL: the links lead to the sign-in and forgotten-password screens there. */
  publicUrl: string;
}

/** Told to the owner of an address that someone tried to register again, in the owner's language. */
export function renderSignUpAttemptMail(options: SignUpAttemptMailOptions): Omit<MailMessage, 'to'> {
  const lang = isLanguage(options.lang) ? options.lang : FALLBACK_LANGUAGE;
  const w = WORDS[lang];
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
