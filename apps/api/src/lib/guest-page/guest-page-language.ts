import { LANGUAGE_COOKIE } from '@opentip/shared/guest-page';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

/** The value of one cookie in a Cookie header, undefined when absent or not decodable. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The best of our languages for an Accept-Language header (RFC 9110 weights; "fr-CA" matches "fr"). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    const primary = range.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary) && (!best || weight > best.weight)) best = { language: primary, weight };
  }
  return best?.language;
}

/**
 * Which language the guest page renders in: `?lang=` (a link that names one), else the choice the
 * web app saved in LANGUAGE_COOKIE, else the browser's Accept-Language, else the fallback.
 */
export function guestPageLanguage(request: {
  query: unknown;
  headers: { cookie?: string; 'accept-language'?: string };
}): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? query.lang.toLowerCase() : undefined;
  if (isLanguage(asked)) return asked;
  const saved = cookieValue(request.headers.cookie, LANGUAGE_COOKIE)?.toLowerCase();
  if (isLanguage(saved)) return saved;
  return acceptedLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
}
