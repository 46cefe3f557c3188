import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/ui/icons';

/** SPEC 6: an administrator turned this person's chat off; they may read but not write. */
export function ChatDisabledNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice chat-disabled" role="alert" data-testid="chat-disabled">
      <LockIcon aria-hidden="true" />
      <span>{t('messages.chatDisabled')}</span>
    </p>
  );
}
