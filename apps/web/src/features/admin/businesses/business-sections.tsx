import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminBusinessDetail } from '@opentip/shared/schemas/admin-businesses.schema';
import { Money } from '@/ui/money';
import { ADMIN_NS } from '../admin-namespace';
import { AdminCard, CardRows, Facts } from '../shell/admin-card';
import { Ltr, Typed } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { describePromo } from './promo-format';
import { SubscriptionTag } from './subscription-tag';

export function BusinessFacts({ business }: { business: AdminBusinessDetail['business'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <section className="admin-card">
      <Facts
        rows={[
          [
            t('businesses.owner'),
            <Link key="owner" to={`/admin/people/${business.owner.id}`}>
              {business.owner.fullName || business.owner.email || business.owner.id}
            </Link>,
          ],
          [t('businesses.ownerEmail'), business.owner.email ? <Ltr>{business.owner.email}</Ltr> : '—'],
          [t('businesses.type'), business.businessType],
          [t('businesses.address'), business.address ? <Typed>{business.address}</Typed> : '—'],
          [t('businesses.created'), formatDate(business.createdAt)],
        ]}
      />
    </section>
  );
}

export function SubscriptionCard({ subscription }: { subscription: AdminBusinessDetail['subscription'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  const when = (iso: string | null) => (iso ? formatDate(iso) : '—');
  const yesNo = (value: boolean) => t(value ? 'shell.yes' : 'shell.no');
  return (
    <AdminCard id="business-subscription" title={t('businesses.subscription')}>
      <Facts
        rows={[
          [t('businesses.statusLabel'), <SubscriptionTag key="s" status={subscription.status} />],
          [
            t('businesses.planLabel'),
            subscription.planId ? t(`businesses.plan.${subscription.planId}`) : '—',
          ],
          [
            t('businesses.price'),
            subscription.amount !== null && subscription.currency ? (
              <Money minor={subscription.amount} currency={subscription.currency} />
            ) : (
              '—'
            ),
          ],
          [t('businesses.trialEnds'), when(subscription.trialEndsAt)],
          [t('businesses.periodEnd'), when(subscription.currentPeriodEnd)],
          [t('businesses.cancelAtPeriodEnd'), yesNo(subscription.cancelAtPeriodEnd)],
          [t('businesses.graceEnds'), when(subscription.graceEndsAt)],
          [
            t('businesses.card'),
            subscription.card ? `${subscription.card.brand} •••• ${subscription.card.last4}` : '—',
          ],
        ]}
      />
    </AdminCard>
  );
}

export function InvoicesCard({ invoices }: { invoices: AdminBusinessDetail['invoices'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <AdminCard id="business-invoices" title={t('businesses.invoices')}>
      <CardRows items={invoices} none={t('businesses.noInvoices')}>
        {(invoice) => (
          <li key={invoice.id} className="admin-list__row">
            <span className="admin-list__main">
              <strong>{invoice.number}</strong>
              <span className="admin-list__sub">
                {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
              </span>
            </span>
            <Money minor={invoice.amount} currency={invoice.currency} />
            <span className="admin-tag">{t(`businesses.invoiceStatus.${invoice.status}`)}</span>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}

export function PromoAndTeamsCard({ detail }: { detail: AdminBusinessDetail }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <AdminCard id="business-promos" title={t('businesses.promoRedeemed')}>
      <CardRows items={detail.promoRedemptions} none={t('businesses.noPromo')}>
        {(promo) => (
          <li key={promo.promoCodeId} className="admin-list__row">
            <span className="admin-list__main">
              <strong className="admin-code">{promo.code}</strong>
              <span className="admin-list__sub">{describePromo(t, promo, i18n.language)}</span>
            </span>
            <span className="admin-list__sub">{formatDate(promo.redeemedAt)}</span>
          </li>
        )}
      </CardRows>
      <h2 className="admin-card__title">{t('businesses.teams')}</h2>
      <CardRows items={detail.teams} none={t('businesses.noTeams')}>
        {(team) => (
          <li key={team.id}>
            <Link className="admin-list__row" to={`/admin/teams/${team.id}`}>
              <span className="admin-list__main">{team.name}</span>
              <span className="admin-code">{team.code}</span>
            </Link>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}
