import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { useTipDraft } from './tip-draft';

/** On the scan screen, the receiver chosen last: one tap back to them on /payeeDetails. */
export function LastReceiverLink() {
  const { t } = useTranslation('tipping');
  const draft = useTipDraft();
  if (!draft) return null;
  return (
    <p className="last-receiver">
      <ButtonLink to="/payeeDetails" variant="ghost">
        {t('scan.lastReceiver', { name: draft.payee.username })}
      </ButtonLink>
    </p>
  );
}
