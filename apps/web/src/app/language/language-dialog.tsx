import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@opentip/shared/occupations';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';
import { LANGUAGE_OPTIONS, isLanguage } from '@/i18n/languages';
import { FlagIcon } from './flag-icon';
import { saveLanguage } from './language-preference';
import { useSaveUserLanguage } from './use-save-user-language.mutation';
import './language-dialog.css';

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Applying the language reloads the page (SPEC 1); tests pass a spy. */
  reload?: () => void;
}

export function LanguageDialog({
  open,
  onClose,
  reload = () => window.location.reload(),
}: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const [choice, setChoice] = useState<Language>(current);
  const saveOnServer = useSaveUserLanguage();

  async function apply() {
    saveLanguage(choice);
    await saveOnServer(choice);
    reload();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('language.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void apply()}>{t('language.apply')}</Button>
        </>
      }
    >
      <fieldset className="language-list">
        <legend className="visually-hidden">{t('language.title')}</legend>
        {LANGUAGE_OPTIONS.map((option) => (
          <label key={option.code} className="language-option" lang={option.code}>
            <input
              type="radio"
              name="language"
              value={option.code}
              checked={choice === option.code}
              onChange={() => setChoice(option.code)}
              data-autofocus={choice === option.code ? true : undefined}
            />
            <FlagIcon language={option.code} />
            <span className="language-option__name">{option.nativeName}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
