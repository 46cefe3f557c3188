import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminLoaded } from '../shell/admin-results';
import { RefundForm } from './refund-form';
import { TipLedger } from './tip-ledger';
import { TipProviderRecord, TipRefunds } from './tip-refunds';
import { TipSummary } from './tip-summary';
import { useAdminTipQuery } from './use-admin-tip.query';

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
      <AdminLoaded query={tip} errorHeadingLevel={2}>
        {(data) => (
          <>
            <TipSummary tip={data.tip} />
            <RefundForm key={`${data.tip.refundedAmount}`} tip={data.tip} />
            <TipProviderRecord record={data.providerRecord} />
            <TipRefunds refunds={data.refunds} currency={data.tip.currency} />
            <TipLedger ledger={data.ledger} />
          </>
        )}
      </AdminLoaded>
    </section>
  );
}
