import type { ResourceLanguage } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';
import arMain from '@/i18n/locales/ar.json';
import deMain from '@/i18n/locales/de.json';
import enMain from '@/i18n/locales/en.json';
import esMain from '@/i18n/locales/es.json';
import frMain from '@/i18n/locales/fr.json';
import itMain from '@/i18n/locales/it.json';
import arTipping from '@/features/tipping/locales/ar.json';
import deTipping from '@/features/tipping/locales/de.json';
import enTipping from '@/features/tipping/locales/en.json';
import esTipping from '@/features/tipping/locales/es.json';
import frTipping from '@/features/tipping/locales/fr.json';
import itTipping from '@/features/tipping/locales/it.json';
import type { GuestStrings } from './i18n/lite-translator';

/** Server side only: all six languages are here, and each page carries only its own strings. */
const MAIN: Record<Language, ResourceLanguage> = {
  en: enMain,
  fr: frMain,
  es: esMain,
  ar: arMain,
  it: itMain,
  de: deMain,
};
const TIPPING: Record<Language, ResourceLanguage> = {
  en: enTipping,
  fr: frTipping,
  es: esTipping,
  ar: arTipping,
  it: itTipping,
  de: deTipping,
};

/** The parts of each namespace the guest page's components read. */
export const GUEST_SECTIONS = {
  // The header's: the logo's name, the language switch, sign-in.
  translation: ['messages', 'common', 'rating', 'payments', 'app', 'language.change', 'auth.login.link'],
  tipping: [
    'receiver',
    'pool',
    'calculate',
    'amount',
    'paymentType',
    'summary',
    'details',
    'header',
    'card',
    'wallet',
    'pay',
    'ways',
    'payerStep',
    'flutterwave',
  ],
} as const;

export function guestLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
}

function flatten(ns: string, value: unknown, prefix: string, out: GuestStrings): void {
  if (typeof value === 'string') {
    out[`${ns}:${prefix}`] = value;
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(ns, inner, `${prefix}.${key}`, out);
  }
}

function sectionsOf(ns: keyof typeof GUEST_SECTIONS, resource: ResourceLanguage, out: GuestStrings): void {
  for (const section of GUEST_SECTIONS[ns]) {
    // A dotted section ("auth.login.link") takes only that part of its section.
    const value = section
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], resource);
    flatten(ns, value, section, out);
  }
}

const CACHE = new Map<Language, GuestStrings>();

/** The page's strings in one language, over English where that language has no text (as i18next falls back). */
export function guestStrings(language: Language): GuestStrings {
  const cached = CACHE.get(language);
  if (cached) return cached;
  const out: GuestStrings = {};
  for (const lng of [...new Set([FALLBACK_LANGUAGE, language])]) {
    sectionsOf('translation', MAIN[lng], out);
    sectionsOf('tipping', TIPPING[lng], out);
  }
  CACHE.set(language, out);
  return out;
}

/** For the parity test: the full resources i18next would be given. */
export function guestResources(language: Language) {
  return { translation: MAIN[language], tipping: TIPPING[language] };
}
