import { DEFAULT_CURRENCY, isCurrencyCode } from '@opentip/shared/currencies';

const EURO_AREA = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ');

/** The currency of a region, for the regions whose people are most likely to open this page. */
const CURRENCY_BY_REGION: Record<string, string> = {
  ...Object.fromEntries(EURO_AREA.map((region) => [region, 'EUR'])),
  GB: 'GBP',
  AE: 'AED',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  SA: 'SAR',
  EG: 'EGP',
  MA: 'MAD',
  MX: 'MXN',
  AR: 'ARS',
  JP: 'JPY',
  IN: 'INR',
};

/** "fr-FR" gives FR; a bare "fr" gives the region the browser assumes for it (FR). */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The currency to show prices in: the signed-in user's, else the one chosen in this app, else the
 * browser's region's, else USD. The server answers USD prices for a currency it has none in.
 */
export function visitorCurrency(options: {
  sessionCurrency?: string | null;
  storedCurrency?: string | null;
  languages?: readonly string[];
}): string {
  for (const chosen of [options.sessionCurrency, options.storedCurrency])
    if (chosen && isCurrencyCode(chosen)) return chosen;
  for (const tag of options.languages ?? []) {
    const region = regionOf(tag);
    const currency = region ? CURRENCY_BY_REGION[region] : undefined;
    if (currency) return currency;
  }
  return DEFAULT_CURRENCY;
}
