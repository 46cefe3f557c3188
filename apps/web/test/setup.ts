import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '@/i18n/i18n';
import { sessionStore } from '@/app/session/session-store';

// The suite shares two cores with the API tests: lazily loaded screens may take seconds to appear.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  sessionStore.hydrate(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
