import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { invoice } from '@opentip/shared/schemas/billing.schema';
import { formatMoney } from '@/ui/money';
import { formatShortDay } from './billing-format';

type Invoice = z.infer<typeof invoice>;

/** Every invoice, newest first as the server lists them: date, period, amount and status. */
export function InvoicesList({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useTranslation('billing');
  const day = (iso: string) => formatShortDay(iso, i18n.language);
  return (
    <section className="card stack" aria-labelledby="billing-invoices-title">
      <h2 id="billing-invoices-title" className="billing-section__title">
        {t('invoices.title')}
      </h2>
      {invoices.length === 0 ? (
        <p className="form-note">{t('invoices.empty')}</p>
      ) : (
        <ul className="billing-invoices">
          {invoices.map((row) => (
            <li key={row.id} className="billing-invoice" data-testid="invoice">
              <div className="billing-invoice__main">
                <span className="billing-invoice__number" dir="ltr">
                  {row.number}
                </span>
                <span className="form-note">
                  {t('invoices.periodRange', { start: day(row.periodStart), end: day(row.periodEnd) })}
                </span>
              </div>
              <dl className="billing-invoice__facts">
                <div>
                  <dt>{t('invoices.date')}</dt>
                  <dd>{day(row.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t('invoices.amount')}</dt>
                  <dd>{formatMoney(row.amount, row.currency, i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('invoices.status')}</dt>
                  <dd>
                    <span className={`billing-badge billing-badge--invoice-${row.status}`}>
                      {t(`invoices.statuses.${row.status}`)}
                    </span>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
