import { useTranslation } from 'react-i18next';

interface Props {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** 1 to 5 stars as a radio group: arrows move, the count is spoken, not only shown in colour. */
export function StarRatingInput({ value, onChange, error }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <fieldset
      className={`stars-input${error ? ' stars-input--invalid' : ''}`}
      aria-describedby={error ? 'stars-error' : undefined}
    >
      <legend className="field__label">{t('feedback.ratingLegend')}</legend>
      <div className="stars-input__list">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={`stars-input__star${star <= value ? ' stars-input__star--on' : ''}`}>
            <input
              type="radio"
              name="feedback-rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{t(`feedback.starLabel.${star}`)}</span>
          </label>
        ))}
      </div>
      <p className="stars-input__caption" aria-hidden="true">
        {value ? t(`feedback.scale.${value}`) : '\u00a0'}
      </p>
      {error && (
        <p id="stars-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
