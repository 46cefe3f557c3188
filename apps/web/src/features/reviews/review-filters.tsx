import { useTranslation } from 'react-i18next';
import { SelectField } from '@/ui/field';
import { PERIODS, type Period } from './period';

export interface FilterChoice {
  rating: number | null;
  period: Period;
  withComment: boolean;
}

/** Stars, period and "with a comment" of the reviews list. */
export function ReviewFilters({
  value,
  onChange,
}: {
  value: FilterChoice;
  onChange: (next: FilterChoice) => void;
}) {
  const { t } = useTranslation('reviews');
  const set = (patch: Partial<FilterChoice>) => onChange({ ...value, ...patch });
  return (
    <form
      className="card review-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        label={t('filters.stars')}
        required={false}
        placeholder={t('filters.allStars')}
        value={value.rating ? String(value.rating) : ''}
        options={[5, 4, 3, 2, 1].map((n) => ({
          value: String(n),
          label: t('filters.starsOption', { count: n }),
        }))}
        onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : null })}
      />
      <SelectField
        label={t('filters.period')}
        required={false}
        placeholder={t('filters.periods.all')}
        value={value.period === 'all' ? '' : value.period}
        options={PERIODS.filter((p) => p !== 'all').map((p) => ({
          value: p,
          label: t(`filters.periods.${p}`),
        }))}
        onChange={(e) => set({ period: (e.target.value || 'all') as Period })}
      />
      <label className="review-filters__check">
        <input
          type="checkbox"
          checked={value.withComment}
          onChange={(e) => set({ withComment: e.target.checked })}
        />
        <span>{t('filters.withComment')}</span>
      </label>
    </form>
  );
}
