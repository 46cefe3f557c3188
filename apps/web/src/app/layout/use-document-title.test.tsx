import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ROUTE_ACCESS } from '@opentip/shared/routes';
import { USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import ar from '@/i18n/locales/ar.json';
import { ROUTE_TITLES } from '../route-titles';

describe('document title per screen, in the reader language', { timeout: 30_000 }, () => {
  it('has a translated title for every route', () => {
    for (const { path } of ROUTE_ACCESS) {
      const key = ROUTE_TITLES[path];
      expect(i18next.exists(key), `${path}: ${key}`).toBe(true);
    }
  });

  it('names the screen and follows navigation, the not-found screen included', async () => {
    const ue = userEvent.setup();
    renderApp('/Home', { user: USERS_BY_KIND.individualRole });
    await waitFor(() => expect(document.title).toBe('Account · OpenTip'));
    await ue.click((await screen.findAllByRole('link', { name: 'Notifications' }))[0] as HTMLElement);
    await waitFor(() => expect(document.title).toBe('Notifications · OpenTip'));
  });

  it('says "Page not found" on an unknown path', async () => {
    renderApp('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · OpenTip'));
  });

  it('changes with the language', async () => {
    renderApp('/home', { user: USERS_BY_KIND.individualRole });
    await waitFor(() => expect(document.title).toBe('Dashboard · OpenTip'));
    i18next.addResourceBundle('ar', 'translation', ar, true, true);
    await act(() => i18next.changeLanguage('ar'));
    try {
      await waitFor(() => expect(document.title).toBe(`${ar.screens.dashboard} · OpenTip`));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
