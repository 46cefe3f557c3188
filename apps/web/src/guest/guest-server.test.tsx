import { describe, expect, it, vi } from 'vitest';
import { makeGuestInput } from '@test/guest-fixtures';
import { renderGuestPage } from './guest-server';

// The guest graph as vite.guest.config.ts builds it: our small stand-ins, not the libraries.
vi.mock('react-i18next', () => import('./i18n/react-i18next-lite'));
vi.mock('i18next', () => import('./i18n/i18next-lite'));
vi.mock('react-router', () => import('./guest-router-lite'));

// A key the page does not ship would show as itself ("amount.title").
const RAW_KEY =
  /\b(amount|summary|paymentType|details|calculate|receiver|messages|common|rating|pool)\.[a-zA-Z]/;

describe("the guest's tip page rendered on the server", () => {
  it('shows the receiver, the rating, the preset amounts and the percentages in English', () => {
    const page = renderGuestPage(makeGuestInput());
    expect(page.lang).toBe('en');
    expect(page.dir).toBe('ltr');
    expect(page.title).toBe('Tip maria · OpenTip');
    expect(page.rootHtml).toContain('maria');
    expect(page.rootHtml).toContain('Rated 4.5 out of 5, reviews: 12');
    for (const preset of ['$5', '$10', '$15', '$20']) expect(page.rootHtml).toContain(preset);
    for (const percent of ['10%', '15%', '18%', '20%', '25%']) expect(page.rootHtml).toContain(percent);
    expect(page.rootHtml).toContain('Continue to card details');
    expect(page.rootHtml).not.toMatch(RAW_KEY);
  });

  it('renders Arabic right to left, in Arabic', () => {
    const page = renderGuestPage(makeGuestInput({ language: 'ar' }));
    expect(page.lang).toBe('ar');
    expect(page.dir).toBe('rtl');
    expect(page.rootHtml).toContain('maria');
    expect(page.rootHtml).toContain('التقييم 4.5 من 5');
    expect(page.rootHtml).toContain('مبالغ سريعة');
    for (const preset of ['5', '10', '15', '20'])
      expect(page.rootHtml).toMatch(new RegExp(`>\\W?${preset}\\sUS\\$<`));
    for (const percent of ['10', '15', '18', '20', '25']) expect(page.rootHtml).toContain(`>${percent}%<`);
    expect(page.rootHtml).toContain('المتابعة إلى بيانات البطاقة');
    expect(page.rootHtml).not.toMatch(RAW_KEY);
  });

  it('falls back to English for a language it does not speak', () => {
    expect(renderGuestPage(makeGuestInput({ language: 'xx' })).lang).toBe('en');
  });

  it('says the receiver was not found, in the guest language, with the way to the welcome page', () => {
    const en = renderGuestPage(makeGuestInput({ payee: null }));
    expect(en.rootHtml).toContain('Tip receiver not found');
    expect(en.rootHtml).toContain('href="/welcome"');
    expect(en.title).toBe('Tip receiver not found · OpenTip');
    const fr = renderGuestPage(makeGuestInput({ payee: null, language: 'fr' }));
    expect(fr.rootHtml).not.toContain('Tip receiver not found');
  });

  it('frames the page with a header (logo, language, sign-in) and the page as its main landmark', () => {
    const page = renderGuestPage(makeGuestInput({ language: 'fr' }));
    const doc = new DOMParser().parseFromString(page.rootHtml, 'text/html');
    const header = doc.querySelector('header')!;
    expect(header.querySelector('a.brand')?.getAttribute('href')).toBe('/');
    expect(header.querySelector('a[href="/login"]')?.textContent).toBe('Se connecter');
    const languages = [...header.querySelectorAll('.guest-lang__list a')];
    expect(languages.map((a) => a.getAttribute('href'))).toEqual(
      ['en', 'fr', 'es', 'ar', 'it', 'de'].map((lng) => `/tip-receiver-details/ABCDEFGHJK?lang=${lng}`),
    );
    expect(header.querySelector('[aria-current]')?.textContent).toBe('Français');
    expect(header.querySelector('summary')?.textContent).toContain('Langue');
    // One <main>, holding the receiver's heading; the rating's words are text, not an aria-label on a <p>.
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    expect(doc.querySelector('main h1')).not.toBeNull();
    expect(doc.querySelector('p[aria-label]')).toBeNull();
    expect(page.rootHtml).not.toMatch(RAW_KEY);
  });

  it('says so when the receiver cannot be paid yet', () => {
    const page = renderGuestPage(makeGuestInput({ connectedAccountId: null }));
    expect(page.rootHtml).toContain('role="status"');
  });

  it('carries its data as inert JSON with only this page strings', () => {
    const evil = makeGuestInput();
    if (evil.payee) evil.payee.username = '</script><script>alert(1)</script>\u2028';
    const page = renderGuestPage(evil);
    expect(page.dataJson).not.toContain('<');
    expect(page.dataJson).not.toContain('\u2028');
    const data = JSON.parse(page.dataJson) as {
      payee: { username: string };
      strings: Record<string, string>;
    };
    expect(data.payee.username).toBe(evil.payee?.username);
    expect(data.strings['tipping:amount.title']).toBe('How much?');
    expect(data.strings['translation:messages.networkError']).toBe('Network error');
    // Not the whole app: no sign-up screens, no QR scanner texts.
    const authKeys = Object.keys(data.strings).filter((key) => key.startsWith('translation:auth.'));
    expect(authKeys).toEqual(['translation:auth.login.link']);
    expect(Object.keys(data.strings).some((key) => key.startsWith('tipping:scan.'))).toBe(false);
  });
});
