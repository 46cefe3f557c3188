import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { STORAGE_KEYS, readStorage } from '@/app/storage-keys';
import { writeLanguageCookie } from '@/app/language/language-preference';
import { isLanguage } from '@/i18n/languages';
import { GuestApp } from './guest-app';
import { readGuestData, type GuestData } from './guest-data';
import { readEarlyChoices } from './early-choices';
import { hasStoredSession } from './guest-storage';
import { setGuestStrings } from './i18n/lite-translator';
import '@/styles/global.css';
import '@/features/tipping/tipping.css';

const RELOAD_GUARD = 'guestLanguageReload';

/**
 * The full app, over this markup: for a signed-in visitor (saved cards, team-member rules...), and
 * when the link found nobody (the app's own page offers to type the unique ID instead).
 */
function loadFullApp(data: GuestData): void {
  for (const href of data.fullApp.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  for (const src of data.fullApp.scripts) void import(/* @vite-ignore */ src);
}

/**
 * The language chosen in the app (SPEC 1: kept in local storage) wins over what the server guessed:
 * the cookie tells the server, and the page loads once more in that language. The guard stops a
 * loop when the cookie cannot be kept.
 */
function reloadInStoredLanguage(data: GuestData): boolean {
  const stored = readStorage(STORAGE_KEYS.language) ?? readStorage(STORAGE_KEYS.defaultLanguage);
  if (!isLanguage(stored) || stored === data.language) return false;
  try {
    if (window.sessionStorage.getItem(RELOAD_GUARD) === stored) return false;
    window.sessionStorage.setItem(RELOAD_GUARD, stored);
  } catch {
    return false;
  }
  writeLanguageCookie(stored);
  window.location.reload();
  return true;
}

function start(): void {
  const data = readGuestData();
  const root = document.getElementById('root');
  if (!data || !root) return;
  if (reloadInStoredLanguage(data)) return;
  if (hasStoredSession() || !data.payee) {
    loadFullApp(data);
    return;
  }
  setGuestStrings(data.language, data.strings);
  const early = readEarlyChoices(root);
  // As a transition, React hydrates in slices of a few milliseconds: a tap on a slow phone is
  // answered between them instead of waiting behind one long task.
  startTransition(() => {
    hydrateRoot(root, <GuestApp data={data} early={early} />);
  });
}

start();
