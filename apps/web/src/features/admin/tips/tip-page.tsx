import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '../shell/load-error';
import { RefundForm } from './refund-form';
import { TipLedger } from './tip-ledger';
import { TipProviderRecord, TipRefunds } from './tip-refunds';
import { TipSummary } from './tip-summary';
import { useAdminTipQuery } from './use-admin-tip.query';
import './tips.css';

/** /admin/tips/:id: one tip with its ledger, refunds and provider record, and the refund action. */
export default function TipPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const tip = useAdminTipQuery(id);
  return (
    <section className="admin-screen">
      <Link to="/admin/tips" className="back-link">
        {t('tips.detail.back')}
      </Link>
      <h1 className="admin-page__title">{t('tips.detail.title')}</h1>
      {tip.isPending && <Spinner />}
      {tip.isError && <LoadError error={tip.error} onRetry={() => void tip.refetch()} />}
      {tip.data && (
        <>
          <TipSummary tip={tip.data.tip} />
          <RefundForm key={`${tip.data.tip.refundedAmount}`} tip={tip.data.tip} />
          <TipProviderRecord record={tip.data.providerRecord} />
          <TipRefunds refunds={tip.data.refunds} currency={tip.data.tip.currency} />
          <TipLedger ledger={tip.data.ledger} />
        </>
      )}
    </section>
  );
}
