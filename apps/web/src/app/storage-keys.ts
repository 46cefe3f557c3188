/** SPEC 3 local storage keys. The session itself lives under persist:root (session part only). */
export const STORAGE_KEYS = {
  session: 'persist:root',
  language: 'language',
  activeLanguageIndex: 'activeLanguageIndex',
  defaultLanguage: 'defaultLanguageKey',
  tip: 'tip',
  placeId: 'placeId',
  loginFlag: 'isLogin',
  errorMessageFlag: 'errorMessage',
  defaultCurrency: 'defaultCurrency',
  fcmToken: 'fcmToken',
  verificationEmail: 'verificationEmail',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be unavailable (private mode, blocked cookies): the app then runs without persistence.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* not persisted */
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
