import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import './google-sign-up-dialog.css';

export type GoogleSignUpChoice = 'payer' | 'payee';

/**
 * A Google account with no OpenTip account yet (POST /auth/initial-social-login said so): the
 * person says whether they give or receive tips before the account is made.
 */
export function GoogleSignUpDialog(props: {
  email: string;
  loading: boolean;
  onChoose: (choice: GoogleSignUpChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<GoogleSignUpChoice>('payer');
  const options = [
    { value: 'payer', label: t('googleSignUp.giver'), hint: t('googleSignUp.giverHint') },
    { value: 'payee', label: t('googleSignUp.receiver'), hint: t('googleSignUp.receiverHint') },
  ] as const;
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('googleSignUp.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => props.onChoose(choice)} loading={props.loading} data-autofocus>
            {t('googleSignUp.submit')}
          </Button>
        </>
      }
    >
      <fieldset className="google-sign-up">
        <legend className="dialog__text">{t('googleSignUp.lead', { email: props.email })}</legend>
        {options.map((option) => (
          <label key={option.value} className="google-sign-up__option">
            <input
              type="radio"
              name="google-sign-up"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
            />
            <span className="google-sign-up__text">
              <span className="google-sign-up__label">{option.label}</span>
              <span className="google-sign-up__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
