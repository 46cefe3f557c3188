import './payments.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/dialog';

/** "Save this card" for signed-in givers, asked once more before it is ticked (SPEC 8: save card). */
export function SaveCardChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (save: boolean) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => (event.target.checked ? setAsking(true) : onChange(false))}
        />
        <span>
          {t('payments.card.save')}
          <span className="check__hint">{t('payments.card.saveHint')}</span>
        </span>
      </label>
      <ConfirmDialog
        open={asking}
        title={t('payments.card.saveConfirmTitle')}
        body={t('payments.card.saveConfirmBody')}
        confirmLabel={t('payments.card.saveConfirm')}
        onConfirm={() => {
          onChange(true);
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** The card goes to the payment provider only: we never see or keep its number. */
export function SecureNote() {
  const { t } = useTranslation();
  return (
    <p className="form-note secure-note">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('payments.card.secureNote')}</span>
    </p>
  );
}
