import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/ui/icons';
import { LANGUAGE_OPTIONS } from '@/i18n/languages';
import { LanguageDialog } from '../language/language-dialog';

/** Opens the language dialog; shows the current language's own name. */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = LANGUAGE_OPTIONS.find((l) => l.code === i18n.language) ?? LANGUAGE_OPTIONS[0];
  return (
    <>
      <button
        type="button"
        className="lang-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${t('language.change')}: ${current?.nativeName ?? ''}`}
      >
        <GlobeIcon width={20} height={20} />
        <span className="lang-button__code">{current?.code.toUpperCase()}</span>
      </button>
      <LanguageDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
