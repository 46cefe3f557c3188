import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { invoice } from '@opentip/shared/schemas/billing.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { formatShortDay } from './billing-format';
import { downloadInvoice } from './download-invoice';

type Invoice = z.infer<typeof invoice>;

/** Every invoice, newest first as the server lists them: date, period, amount, status and its PDF. */
export function InvoicesList({ businessId, invoices }: { businessId: string; invoices: readonly Invoice[] }) {
  const { t, i18n } = useTranslation('billing');
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);
  const day = (iso: string) => formatShortDay(iso, i18n.language);

  async function download(row: Invoice) {
    setDownloading(row.id);
    try {
      await downloadInvoice(businessId, row);
    } catch (failure) {
      notify.apiError(failure);
    } finally {
      setDownloading(null);
    }
  }
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
              <Button
                variant="secondary"
                className="billing-invoice__download"
                loading={downloading === row.id}
                aria-label={t('invoices.downloadLabel', { number: row.number })}
                onClick={() => void download(row)}
              >
                {t('invoices.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
