import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/money';

export interface PendingFigures {
  currency: string;
  pending: number;
  nextAvailableAt: string | null;
  holdHours: number;
}

/**
 * Issue 27: what "pending" means, said where the balance is shown: paid tips inside the payout
 * hold, with when the next part of them can be withdrawn. Nothing when nothing is pending.
 */
export function PendingNote({ figures, testId }: { figures: PendingFigures; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (figures.pending <= 0) return null;
  const when = figures.nextAvailableAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(figures.nextAvailableAt),
      )
    : '';
  return (
    <p className="form-note pending-note" data-testid={testId ?? `pending-note-${figures.currency}`}>
      {t('balance.pendingNote', {
        amount: formatMoney(figures.pending, figures.currency, i18n.language),
        hours: new Intl.NumberFormat(i18n.language).format(figures.holdHours),
        when,
      })}
    </p>
  );
}
