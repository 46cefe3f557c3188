import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import ar from '@/i18n/locales/ar.json';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import fr from '@/i18n/locales/fr.json';
import it_ from '@/i18n/locales/it.json';
import { OfflineBanner } from './offline-banner';

let online = true;
const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);

function goOffline(offline: boolean) {
  online = !offline;
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterAll(() => onLine.mockRestore());

afterEach(async () => {
  online = true;
  await i18next.changeLanguage('en');
});

describe('the offline bar', () => {
  it('is absent while the browser has a network', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onLine).toHaveBeenCalled();
  });

  it('says "You are offline" as the network goes, and leaves as it comes back', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline Your QR code still works. Tips, balances and payouts need a connection.',
    );
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once when the app opens offline, in the reader language', async () => {
    online = false;
    i18next.addResourceBundle('ar', 'translation', ar, true, true);
    await act(() => i18next.changeLanguage('ar'));
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت');
  });

  it('has its own words in every language', () => {
    const texts = [en, fr, es, ar, it_, de].map((locale) => locale.offline);
    expect(new Set(texts.map((text) => text.title)).size).toBe(6);
    expect(new Set(texts.map((text) => text.body)).size).toBe(6);
  });
});
