/**
 * The guest page's translations: the strings of one language (merged over English on the server),
 * keyed "namespace:key". It does what the page's components ask of i18next, and no more: a default
 * namespace per hook, the `ns` option, plural keys (`_one`, `_other`...) chosen by `count`, and
 * `{{name}}` interpolation without escaping (React escapes).
 */
export type GuestStrings = Record<string, string>;

export interface TranslateOptions {
  ns?: string;
  count?: number;
  [name: string]: unknown;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

let language = 'en';
let strings: GuestStrings = {};

export function setGuestStrings(nextLanguage: string, nextStrings: GuestStrings): void {
  language = nextLanguage;
  strings = nextStrings;
}

export function currentLanguage(): string {
  return language;
}

export function directionOfLanguage(lng: string = language): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(lng.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

function pluralForm(count: number): string {
  try {
    return new Intl.PluralRules(language).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

function lookup(ns: string, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const forms = count === 0 ? ['zero', pluralForm(count), 'other'] : [pluralForm(count), 'other'];
    for (const form of forms) {
      const text = strings[`${ns}:${key}_${form}`];
      if (text !== undefined) return text;
    }
  }
  return strings[`${ns}:${key}`];
}

export function translate(key: string, options: TranslateOptions = {}, defaultNs = 'translation'): string {
  let ns = options.ns ?? defaultNs;
  let name = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    ns = key.slice(0, colon);
    name = key.slice(colon + 1);
  }
  const text = lookup(ns, name, options.count);
  if (text === undefined) return name;
  // A value not given leaves its placeholder, as i18next does.
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, variable: string) => {
    const value = options[variable];
    return value === undefined || value === null ? match : String(value as string | number);
  });
}
