import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar.json';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import fr from '@/i18n/locales/fr.json';
import it_ from '@/i18n/locales/it.json';
import { apiErrorFrom } from './api-error';
import { errorText } from './api-message';

const LOCALES = { en, fr, es, ar, it: it_, de };

/** The API's answer when a payment provider cannot be reached (lib/error-handler.ts). */
const UNREACHABLE = {
  success: false,
  code: 'PAYMENT_PROVIDER_UNAVAILABLE',
  message:
    'The payment service could not be reached. Please try again in a moment; you will not be charged twice.',
  requestId: 'req-1',
};

describe('a payment provider that cannot be reached, as the reader sees it', () => {
  it.each(Object.entries(LOCALES))('is said in %s', async (language, resources) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: resources } } });
    const shown = errorText(i18n.t, apiErrorFrom(503, UNREACHABLE));
    expect(shown).toBe(resources.messages.paymentProviderUnavailable);
    if (language !== 'en') expect(shown).not.toBe(UNREACHABLE.message);
  });
});
