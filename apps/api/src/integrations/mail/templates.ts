import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';
import type { MailMessage } from './mailer.ts';

export type CodeMailKind = 'verifyEmail' | 'resetPassword';

interface CodeMailWords {
  subject: Record<CodeMailKind, string>;
  greeting: (name: string) => string;
  greetingNoName: string;
  intro: Record<CodeMailKind, string>;
  expiry: (minutes: number) => string;
  notYou: Record<CodeMailKind, string>;
  signOff: string;
}

const WORDS: Record<Language, CodeMailWords> = {
  en: {
    subject: {
      verifyEmail: 'Your OpenTip verification code',
      resetPassword: 'Your OpenTip password reset code',
    },
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    intro: {
      verifyEmail: 'Use this code to verify your email address:',
      resetPassword: 'Use this code to reset your password:',
    },
    expiry: (minutes) => `The code expires in ${minutes} minutes and can be used once.`,
    notYou: {
      verifyEmail: 'If you did not create an OpenTip account, you can ignore this email.',
      resetPassword:
        'If you did not ask to reset your password, you can ignore this email. Your password stays the same.',
    },
    signOff: 'The OpenTip team',
  },
  fr: {
    subject: {
      verifyEmail: 'Votre code de vérification OpenTip',
      resetPassword: 'Votre code de réinitialisation du mot de passe OpenTip',
    },
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    intro: {
      verifyEmail: 'Utilisez ce code pour vérifier votre adresse e-mail :',
      resetPassword: 'Utilisez ce code pour réinitialiser votre mot de passe :',
    },
    expiry: (minutes) => `Le code expire dans ${minutes} minutes et ne peut être utilisé qu'une fois.`,
    notYou: {
      verifyEmail: "Si vous n'avez pas créé de compte OpenTip, vous pouvez ignorer cet e-mail.",
      resetPassword:
        "Si vous n'avez pas demandé la réinitialisation de votre mot de passe, vous pouvez ignorer cet e-mail. Votre mot de passe reste inchangé.",
    },
    signOff: "L'équipe OpenTip",
  },
  es: {
    subject: {
      verifyEmail: 'Tu código de verificación de OpenTip',
      resetPassword: 'Tu código para restablecer la contraseña de OpenTip',
    },
    greeting: (name) => `Hola, ${name}:`,
    greetingNoName: 'Hola:',
    intro: {
      verifyEmail: 'Usa este código para verificar tu dirección de correo electrónico:',
      resetPassword: 'Usa este código para restablecer tu contraseña:',
    },
    expiry: (minutes) => `El código caduca en ${minutes} minutos y solo se puede usar una vez.`,
    notYou: {
      verifyEmail: 'Si no has creado una cuenta de OpenTip, puedes ignorar este correo.',
      resetPassword:
        'Si no has pedido restablecer tu contraseña, puedes ignorar este correo. Tu contraseña no cambiará.',
    },
    signOff: 'El equipo de OpenTip',
  },
  ar: {
    subject: {
      verifyEmail: 'رمز التحقق الخاص بك في OpenTip',
      resetPassword: 'رمز إعادة تعيين كلمة المرور في OpenTip',
    },
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    intro: {
      verifyEmail: 'استخدم هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
      resetPassword: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:',
    },
    expiry: (minutes) => `تنتهي صلاحية الرمز خلال ${minutes} دقائق، ويمكن استخدامه مرة واحدة فقط.`,
    notYou: {
      verifyEmail: 'إذا لم تنشئ حسابًا في OpenTip، يمكنك تجاهل هذه الرسالة.',
      resetPassword:
        'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة. ستبقى كلمة المرور كما هي.',
    },
    signOff: 'فريق OpenTip',
  },
  it: {
    subject: {
      verifyEmail: 'Il tuo codice di verifica OpenTip',
      resetPassword: 'Il tuo codice per reimpostare la password di OpenTip',
    },
    greeting: (name) => `Ciao ${name},`,
    greetingNoName: 'Ciao,',
    intro: {
      verifyEmail: 'Usa questo codice per verificare il tuo indirizzo email:',
      resetPassword: 'Usa questo codice per reimpostare la password:',
    },
    expiry: (minutes) => `Il codice scade tra ${minutes} minuti e può essere usato una sola volta.`,
    notYou: {
      verifyEmail: 'Se non hai creato un account OpenTip, puoi ignorare questa email.',
      resetPassword:
        'Se non hai chiesto di reimpostare la password, puoi ignorare questa email. La tua password resta invariata.',
    },
    signOff: 'Il team di OpenTip',
  },
  de: {
    subject: {
      verifyEmail: 'Ihr OpenTip-Bestätigungscode',
      resetPassword: 'Ihr Code zum Zurücksetzen Ihres OpenTip-Passworts',
    },
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    intro: {
      verifyEmail: 'Verwenden Sie diesen Code, um Ihre E-Mail-Adresse zu bestätigen:',
      resetPassword: 'Verwenden Sie diesen Code, um Ihr Passwort zurückzusetzen:',
    },
    expiry: (minutes) => `Der Code läuft in ${minutes} Minuten ab und kann nur einmal verwendet werden.`,
    notYou: {
      verifyEmail: 'Wenn Sie kein OpenTip-Konto erstellt haben, können Sie diese E-Mail ignorieren.',
      resetPassword:
        'Wenn Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
    },
    signOff: 'Ihr OpenTip-Team',
  },
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const w = WORDS[lang];
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
