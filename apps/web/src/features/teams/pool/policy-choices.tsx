import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@opentip/shared/messages';

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** A radio group as a set of cards: each choice with its label and what it means. */
export function Choice<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { legend, name, options, value, onChange, error } = props;
  return (
    <fieldset className="pool-choice">
      <legend className="field__label">{legend}</legend>
      <div className={`pool-choice__options pool-choice__options--${options.length}`}>
        {options.map((option) => (
          <label key={option.value} className="pool-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="pool-choice__text">
              <span className="pool-choice__label">{option.label}</span>
              {option.hint && <span className="pool-choice__hint">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {isMessageKey(error) ? t(`messages.${error}`) : error}
        </p>
      )}
    </fieldset>
  );
}
