import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Unicode left-to-right isolate, for data put inside a translated sentence (a plain string).
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/** Keeps an email or id whole inside a right-to-left sentence; other languages get it unchanged. */
export function useLtrIsolate() {
  const { i18n } = useTranslation();
  return useCallback(
    (text: string) => (i18n.dir() === 'rtl' ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text),
    [i18n],
  );
}
