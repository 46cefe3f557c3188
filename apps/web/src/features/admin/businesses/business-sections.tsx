import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminBusinessDetail } from '@opentip/shared/schemas/admin-businesses.schema';
import { Money } from '@/ui/money';
import { ADMIN_NS } from '../admin-namespace';
import { useFormatDate } from '../shell/use-format-date';
import { describePromo } from './promo-format';
import { SubscriptionTag } from './subscription-tag';

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BusinessFacts({ business }: { business: AdminBusinessDetail['business'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <section className="admin-card">
      <Facts
        facts={[
          [
            t('businesses.owner'),
            <Link key="owner" to={`/admin/people/${business.owner.id}`}>
              {business.owner.fullName || business.owner.email || business.owner.id}
            </Link>,
          ],
          [t('businesses.ownerEmail'), business.owner.email ?? '—'],
          [t('businesses.type'), business.businessType],
          [t('businesses.address'), business.address ?? '—'],
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
    <section className="admin-card" aria-labelledby="business-subscription">
      <h2 id="business-subscription" className="admin-card__title">
        {t('businesses.subscription')}
      </h2>
      <Facts
        facts={[
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
    </section>
  );
}

export function InvoicesCard({ invoices }: { invoices: AdminBusinessDetail['invoices'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <section className="admin-card" aria-labelledby="business-invoices">
      <h2 id="business-invoices" className="admin-card__title">
        {t('businesses.invoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="admin-list__sub">{t('businesses.noInvoices')}</p>
      ) : (
        <ul className="admin-list">
          {invoices.map((invoice) => (
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
          ))}
        </ul>
      )}
    </section>
  );
}

export function PromoAndTeamsCard({ detail }: { detail: AdminBusinessDetail }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <section className="admin-card" aria-labelledby="business-promos">
      <h2 id="business-promos" className="admin-card__title">
        {t('businesses.promoRedeemed')}
      </h2>
      {detail.promoRedemptions.length === 0 ? (
        <p className="admin-list__sub">{t('businesses.noPromo')}</p>
      ) : (
        <ul className="admin-list">
          {detail.promoRedemptions.map((promo) => (
            <li key={promo.promoCodeId} className="admin-list__row">
              <span className="admin-list__main">
                <strong className="admin-code">{promo.code}</strong>
                <span className="admin-list__sub">{describePromo(t, promo, i18n.language)}</span>
              </span>
              <span className="admin-list__sub">{formatDate(promo.redeemedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="admin-card__title">{t('businesses.teams')}</h2>
      {detail.teams.length === 0 ? (
        <p className="admin-list__sub">{t('businesses.noTeams')}</p>
      ) : (
        <ul className="admin-list">
          {detail.teams.map((team) => (
            <li key={team.id}>
              <Link className="admin-list__row" to={`/admin/teams/${team.id}`}>
                <span className="admin-list__main">{team.name}</span>
                <span className="admin-code">{team.code}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
