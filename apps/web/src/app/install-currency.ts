import { DEFAULT_CURRENCY, isCurrencyCode } from '@opentip/shared/currencies';
import { STORAGE_KEYS, readStorage } from './storage-keys';

/** The currency this browser chose in the app, else the install's default. */
export function installCurrency(): string {
  const stored = readStorage(STORAGE_KEYS.defaultCurrency);
  return stored && isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}
