import { useTranslation } from 'react-i18next';
import { minorUnitsOf, parseMajorAmount, percentOfBill, percentToBasisPoints } from '@opentip/shared/money';
import { formatMoney } from '@/ui/money';
import type { Checkout } from './checkout';
import { currencySign, MoneyField } from './money-field';
import { CUSTOM_PERCENT, PERCENT_CHOICES, presetAmounts, presetText, type AmountField } from './tip-math';
import type { TipDraft } from './tip-draft';
import { numberFormat } from '@/ui/number-format';

interface Props {
  draft: TipDraft;
  update: (patch: Partial<TipDraft>) => void;
  checkout: Checkout;
  /** Show the message of an incomplete field too (after a first try to continue). */
  showErrors: boolean;
}

/**
 * How much: one tap on a preset amount, a fixed amount typed in, or a percentage of the bill (one
 * tap on 10 to 25 %, or a custom value).
 */
export function AmountSection({ draft, update, checkout, showErrors }: Props) {
  const { t, i18n } = useTranslation('tipping');
  const { currency, step, amount } = checkout;
  const locale = i18n.language;
  const sign = currencySign(currency, locale);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const bill = parseMajorAmount(draft.billText, currency);
  const typedAmount = draft.mode === 'amount' ? parseMajorAmount(draft.amountText, currency) : null;
  const presets = presetAmounts(currency, step);

  const errorOf = (field: AmountField): string | undefined => {
    if (amount.ok || amount.field !== field) return undefined;
    const typed =
      field === 'amount' ? draft.amountText : field === 'bill' ? draft.billText : draft.customPercent;
    return showErrors || typed.trim() ? amount.error : undefined;
  };

  return (
    <section className="card stack" aria-labelledby="amount-title">
      <div className="tip-section__head">
        <h2 id="amount-title" className="tip-section__title">
          {t('amount.title')}
        </h2>
        <span className="tip-section__meta">{t('amount.currencyNote', { currency })}</span>
      </div>
      {presets.length > 0 && (
        <fieldset className="chips">
          <legend className="field__label">{t('amount.presetLegend')}</legend>
          <div className="chips__list chips__list--presets">
            {presets.map((preset) => (
              <label key={preset} className="chip">
                <input
                  type="radio"
                  name="tip-preset"
                  value={preset}
                  checked={typedAmount === preset}
                  onChange={() => update({ mode: 'amount', amountText: presetText(preset, currency) })}
                />
                <span className="chip__main" dir="ltr">
                  {wholeMoney(preset, currency, locale)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('amount.modeLegend')}</legend>
        {(['percent', 'amount'] as const).map((mode) => (
          <label key={mode} className="segmented__option">
            <input
              type="radio"
              name="tip-mode"
              value={mode}
              checked={draft.mode === mode}
              onChange={() => update({ mode })}
            />
            <span>{t(`amount.mode.${mode}`)}</span>
          </label>
        ))}
      </fieldset>

      {draft.mode === 'amount' ? (
        <MoneyField
          label={t('amount.tipAmount')}
          sign={sign}
          placeholder="0"
          value={draft.amountText}
          onChange={(amountText) => update({ amountText })}
          error={errorOf('amount')}
        />
      ) : (
        <>
          <MoneyField
            label={t('amount.billAmount')}
            sign={sign}
            placeholder="0"
            value={draft.billText}
            onChange={(billText) => update({ billText })}
            error={errorOf('bill')}
          />
          <fieldset className="chips">
            <legend className="field__label">{t('amount.percentLegend')}</legend>
            <div className="chips__list">
              {[...PERCENT_CHOICES, CUSTOM_PERCENT].map((choice) => {
                const bps = choice === CUSTOM_PERCENT ? null : percentToBasisPoints(choice);
                return (
                  <label key={choice} className="chip">
                    <input
                      type="radio"
                      name="tip-percent"
                      value={choice}
                      checked={draft.percentChoice === choice}
                      onChange={() => update({ percentChoice: choice })}
                    />
                    <span className="chip__main">
                      {choice === CUSTOM_PERCENT ? t('amount.custom') : `${choice}%`}
                    </span>
                    {bps !== null && bill !== null && bill > 0 && ' '}
                    {bps !== null && bill !== null && bill > 0 && (
                      <span className="chip__sub">{money(percentOfBill(bill, bps, step))}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {draft.percentChoice === CUSTOM_PERCENT && (
            <PercentField
              label={t('amount.customPercent')}
              value={draft.customPercent}
              onChange={(customPercent) => update({ customPercent })}
              error={errorOf('percent')}
            />
          )}
        </>
      )}
      <p className="tip-total" aria-live="polite">
        <span className="tip-total__label">{t('amount.yourTip')}</span>
        <span className="tip-total__value">{amount.ok ? money(amount.tip) : '—'}</span>
      </p>
    </section>
  );
}

/** A preset as a chip shows it: "$5", "¥1,000", "5 €" (no ".00"). */
function wholeMoney(minor: number, currency: string, locale: string): string {
  const units = minorUnitsOf(currency);
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: units,
    }).format(minor / 10 ** units);
  } catch {
    return `${presetText(minor, currency)} ${currency}`;
  }
}

/** The custom percentage, with a % sign inside the field. */
function PercentField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <MoneyField
      label={props.label}
      sign="%"
      placeholder="12.5"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
