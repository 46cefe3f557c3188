import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';

/** A receiver link or ID that found nobody: say so and offer a way on (and whatever follows). */
export function ReceiverNotFound({ signedIn, children }: { signedIn: boolean; children?: ReactNode }) {
  const { t } = useTranslation('tipping');
  return (
    <div className="page tip-page">
      <Empty
        title={t('receiver.notFoundTitle')}
        body={t('receiver.notFoundBody')}
        action={
          <ButtonLink to={signedIn ? '/QRScan' : '/welcome'} variant="secondary">
            {t(signedIn ? 'receiver.scanAgain' : 'receiver.toWelcome')}
          </ButtonLink>
        }
      />
      {children}
    </div>
  );
}
