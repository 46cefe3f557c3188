import { useTranslation } from 'react-i18next';
import type { AdminBusinessSummary } from '@opentip/shared/schemas/admin-businesses.schema';
import { ADMIN_NS } from '../admin-namespace';

type Status = AdminBusinessSummary['subscription']['status'];

/** Lapsed, past due and ended subscriptions stand out; the word says it, not only the colour. */
const WARN: ReadonlySet<Status> = new Set(['pastDue', 'lapsed', 'canceled', 'none']);

export function SubscriptionTag({ status }: { status: Status }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={`admin-tag${WARN.has(status) ? ' admin-tag--warn' : ''}`}>
      {t(`businesses.status.${status}`)}
    </span>
  );
}
