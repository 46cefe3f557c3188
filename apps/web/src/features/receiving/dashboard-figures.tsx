import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Figure {
  id: string;
  label: string;
  value: ReactNode;
}

/** Big numbers first: four cards, two per row on a phone, four across from 992 px. */
export function FigureGrid({ figures, loading }: { figures: readonly Figure[]; loading?: boolean }) {
  const { t } = useTranslation('receiving');
  return (
    <dl className="figures" aria-busy={loading || undefined} aria-label={t('figures.label')}>
      {figures.map((figure) => (
        <div key={figure.id} className="figure card" data-testid={`figure-${figure.id}`}>
          <dt className="figure__label">{figure.label}</dt>
          <dd className="figure__value">
            {loading ? <span className="skeleton" aria-hidden="true" /> : figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}
