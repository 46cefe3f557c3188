import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@opentip/shared/messages';
import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import { tipBody, type Checkout } from './checkout';
import { networkName, phoneDigits, phoneProblem } from './mobile-money';
import { PaymentFailure } from './payment-failure';
import { PaymentTypeSection } from './payment-type-section';
import { TipHeader } from './tip-header';
import type { TipDraft } from './tip-draft';
import type { TipPayer } from './tip-payer';

type FlutterwaveWay = 'mobileMoney' | 'card';

interface Props {
  draft: TipDraft;
  /** Remembers the chosen way and network (never the phone number). */
  onChoice: (patch: Pick<Partial<TipDraft>, 'paymentType' | 'mobileNetwork'>) => void;
  checkout: Checkout;
  /** The receiver's ways in this currency (null while asked). */
  ways: PaymentWaysData | null;
  payer: TipPayer;
  back: ReactNode;
  variant: 'screen' | 'guest';
}

/**
 * /flutterwave and the guest's /publicFlutterwave: a receiver paid through Flutterwave is paid by
 * mobile money (approved on the phone) or by card on Flutterwave's own secure page.
 */
export function FlutterwaveStep({ draft, onChoice, checkout, ways, payer, back, variant }: Props) {
  const { t, i18n } = useTranslation('tipping');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ network?: MessageKey; phone?: MessageKey }>({});
  const offered = (ways?.paymentTypes ?? []).filter(
    (type): type is FlutterwaveWay => type === 'mobileMoney' || type === 'card',
  );
  const way: FlutterwaveWay | undefined = offered.includes(draft.paymentType as FlutterwaveWay)
    ? (draft.paymentType as FlutterwaveWay)
    : offered[0];
  const networks: readonly string[] = ways?.mobileMoneyNetworks.length
    ? ways.mobileMoneyNetworks
    : (mobileMoneyOf(checkout.currency)?.networks ?? []);
  const network = networks.includes(draft.mobileNetwork)
    ? draft.mobileNetwork
    : networks.length === 1
      ? networks[0]!
      : '';
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';
  const failed = payer.error != null && !payer.isPending;

  function pay() {
    if (!way) return;
    if (way === 'card') {
      const body = tipBody(draft, checkout, { type: 'card' });
      if (body) payer.pay(body);
      return;
    }
    const found = {
      network: network ? undefined : ('mobileNetworkInvalid' as const),
      phone: phoneProblem(phone),
    };
    setErrors(found);
    if (found.network || found.phone) {
      document.querySelector<HTMLElement>('.flutterwave-step [aria-invalid="true"]')?.focus();
      return;
    }
    const body = tipBody(draft, checkout, {
      type: 'mobileMoney',
      mobileMoney: { network, phone: phoneDigits(phone) },
    });
    if (body) payer.pay(body);
  }

  return (
    <div className={`page page--narrow tip-page flutterwave-step${variant === 'guest' ? ' guest-page' : ''}`}>
      <TipHeader payee={draft.payee} checkout={checkout} />
      <h1 className="page__title">{t('flutterwave.title')}</h1>
      {!ways ? (
        <Spinner />
      ) : offered.length === 0 || !way ? (
        <p className="notice" role="status" data-testid="no-ways">
          {t('ways.noneInCurrency', { name: draft.payee.username, currency: checkout.currency })}
        </p>
      ) : (
        <>
          <PaymentTypeSection
            value={way}
            onChange={(paymentType) => {
              payer.reset();
              onChoice({ paymentType });
            }}
            types={offered}
          />
          <div className="card stack">
            {way === 'mobileMoney' ? (
              <>
                <SelectField
                  label={t('flutterwave.network')}
                  placeholder={t('flutterwave.networkPlaceholder')}
                  options={networks.map((value) => ({ value, label: networkName(value) }))}
                  value={network}
                  error={errors.network}
                  onChange={(event) => {
                    setErrors((current) => ({ ...current, network: undefined }));
                    onChoice({ mobileNetwork: event.target.value });
                  }}
                />
                <TextField
                  label={t('flutterwave.phone')}
                  hint={t('flutterwave.phoneHint')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  dir="ltr"
                  name="mobile-phone"
                  value={phone}
                  error={errors.phone}
                  onChange={(event) => {
                    setErrors((current) => ({ ...current, phone: undefined }));
                    setPhone(event.target.value);
                  }}
                />
                <p className="form-note">{t('flutterwave.mobileNote')}</p>
              </>
            ) : (
              <p className="form-note">{t('flutterwave.cardNote')}</p>
            )}
            {failed ? (
              <PaymentFailure
                error={payer.error}
                onRetry={payer.retry}
                onOtherMethod={payer.reset}
                otherMethodLabel={t('pay.otherMethod')}
              />
            ) : (
              <div className="pay-bar">
                <Button block size="lg" loading={payer.isPending} onClick={pay}>
                  {way === 'card' ? t('flutterwave.payByCard', { total }) : t('card.payTotal', { total })}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
      {back}
    </div>
  );
}
