import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/field';
import { Button } from '@/ui/button';
import type { DashboardFilters, FiltersProblem } from './dashboard-filters';
import type { TipDirection } from './use-transactions.query';

const DIRECTIONS: readonly TipDirection[] = ['all', 'received', 'sent'];

interface Props {
  filters: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  onReset?: () => void;
  problem?: FiltersProblem;
}

/** Type (all / received / sent), date range and search of the transactions list. */
export function DashboardFiltersForm({ filters, onChange, onReset, problem }: Props) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const legendId = useId();
  const set = (patch: Partial<DashboardFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      className="card filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="filters__type" role="radiogroup" aria-labelledby={legendId}>
        <span id={legendId} className="field__label">
          {t('filters.type')}
        </span>
        <div className="segmented">
          {DIRECTIONS.map((direction) => (
            <label key={direction} className="segmented__option">
              <input
                type="radio"
                name="tip-direction"
                value={direction}
                checked={filters.type === direction}
                onChange={() => set({ type: direction })}
              />
              <span>{t(`filters.types.${direction}`)}</span>
            </label>
          ))}
        </div>
      </div>
      <div className="filters__dates">
        <TextField
          label={t('filters.from')}
          type="date"
          required={false}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
          error={problem === 'dateRangeInvalid' ? tm('messages.dateRangeInvalid') : undefined}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          required={false}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
          error={problem === 'dateInvalid' ? tm('messages.dateInvalid') : undefined}
        />
      </div>
      <div className="filters__search">
        <TextField
          label={t('filters.search')}
          type="search"
          required={false}
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={100}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      {onReset && (
        <Button variant="ghost" className="filters__reset" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </form>
  );
}
