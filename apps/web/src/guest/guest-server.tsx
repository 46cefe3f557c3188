import { renderToString } from 'react-dom/server';
import type { GuestPageInput, GuestPageOutput } from '@opentip/shared/guest-page';
import { GuestApp } from './guest-app';
import { safeJson, type GuestData } from './guest-data';
import { guestLanguage, guestStrings } from './guest-strings';
import { directionOfLanguage, setGuestStrings, translate } from './i18n/lite-translator';

const BRAND = 'OpenTip';

/**
 * The guest's tip page on the server: the same components the browser hydrates, in the guest's
 * language, with the data (and only the strings this page shows) for the hydration beside it.
 * Rendering is synchronous, so the module's one current language cannot mix between requests.
 */
export function renderGuestPage(input: GuestPageInput): GuestPageOutput {
  const language = guestLanguage(input.language);
  const data: GuestData = { ...input, language, strings: guestStrings(language) };
  setGuestStrings(language, data.strings);
  const rootHtml = renderToString(<GuestApp data={data} />);
  const heading = input.payee
    ? translate('calculate.title', { name: input.payee.username }, 'tipping')
    : translate('receiver.notFoundTitle', {}, 'tipping');
  return {
    lang: language,
    dir: directionOfLanguage(language),
    title: `${heading} · ${BRAND}`,
    rootHtml,
    dataJson: safeJson(data),
  };
}
