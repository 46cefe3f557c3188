import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/app/layout/brand';
import { saveLanguage } from '@/app/language/language-preference';
import { LANGUAGE_OPTIONS } from '@/i18n/languages';
import { GlobeIcon } from '@/ui/icons';
import './guest-header.css';

interface Props {
  language: string;
  payeeCode: string;
  children: ReactNode;
}

/**
 * The guest page's frame: a light header (logo, language, sign-in) and the page as its main
 * landmark. Plain links, so it works before the script has run: a language is the same tip link
 * with `?lang=` (the choice also kept as the app keeps it, SPEC 1), sign-in is the app's /login.
 */
export function GuestShell({ language, payeeCode, children }: Props) {
  const { t } = useTranslation();
  const current = LANGUAGE_OPTIONS.find((option) => option.code === language) ?? LANGUAGE_OPTIONS[0]!;
  const tipLink = `/tip-receiver-details/${encodeURIComponent(payeeCode)}`;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="guest-header">
        <Brand />
        <div className="guest-header__actions">
          <details className="guest-lang">
            <summary className="guest-lang__button">
              <GlobeIcon width={20} height={20} />
              <span aria-hidden="true">{current.code.toUpperCase()}</span>
              <span className="visually-hidden">
                {t('language.change')}: {current.nativeName}
              </span>
            </summary>
            <ul className="guest-lang__list">
              {LANGUAGE_OPTIONS.map((option) => (
                <li key={option.code}>
                  <a
                    href={`${tipLink}?lang=${option.code}`}
                    lang={option.code}
                    hrefLang={option.code}
                    dir={option.dir}
                    aria-current={option.code === language ? 'true' : undefined}
                    onClick={() => saveLanguage(option.code)}
                  >
                    {option.nativeName}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <a href="/login" className="guest-header__link">
            {t('auth.login.link')}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="guest-main">
        {children}
      </main>
    </>
  );
}
