import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Spinner } from '@/ui/spinner';
import { ReceiverPanel } from './receiver-panel';
import { withTipping } from './tipping-namespace';
import { usePayeeQuery } from './use-payee.query';

/** /tip-receiver-details/:payeeCode: what a guest's phone opens from a receiver's QR code. */
function TipReceiverPage() {
  const { t } = useTranslation('tipping');
  const { payeeCode = '' } = useParams();
  const session = useSession();
  const notify = useNotify();
  const query = usePayeeQuery(payeeCode);
  const { error } = query;
  useEffect(() => {
    // SPEC 8: a failed lookup shows the server's message.
    if (error) notify.apiError(error);
  }, [error, notify]);

  if (query.isPending) return <Spinner fullPage />;
  if (!query.data) {
    return (
      <div className="page tip-page">
        <Empty
          title={t('receiver.notFoundTitle')}
          body={t('receiver.notFoundBody')}
          action={
            <ButtonLink to={session ? '/QRScan' : '/welcome'} variant="secondary">
              {t(session ? 'receiver.scanAgain' : 'receiver.toWelcome')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="page page--narrow tip-page">
      <ReceiverPanel payee={query.data} payeeCode={payeeCode} />
    </div>
  );
}

export default withTipping(TipReceiverPage);
