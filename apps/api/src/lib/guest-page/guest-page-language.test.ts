import { describe, expect, it } from 'vitest';
import { acceptedLanguage, cookieValue } from './guest-page-language.ts';

describe("the guest page's language from the browser", () => {
  it('takes the heaviest of our languages in Accept-Language, by primary subtag', () => {
    expect(acceptedLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('en;q=0.2, AR-EG;q=0.7, de;q=0.5')).toBe('ar');
    expect(acceptedLanguage('pt-BR, *;q=0.1')).toBeUndefined();
    expect(acceptedLanguage('it;q=0, es;q=0.3')).toBe('es');
    expect(acceptedLanguage('de;q=abc')).toBeUndefined();
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });

  it('reads one cookie among others, and ignores one it cannot decode', () => {
    expect(cookieValue('a=1; opentip-language=ar; b=2', 'opentip-language')).toBe('ar');
    expect(cookieValue('xopentip-language=ar', 'opentip-language')).toBeUndefined();
    expect(cookieValue('opentip-language=%E0%A4%A', 'opentip-language')).toBeUndefined();
    expect(cookieValue(undefined, 'opentip-language')).toBeUndefined();
  });
});
