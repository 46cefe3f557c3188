import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlutterwaveAccountBody, PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { fieldErrorsOf, type FieldErrors } from './field-error';
import { FlutterwaveBankForm } from './flutterwave-bank-form';
import { FlutterwaveWalletForm } from './flutterwave-wallet-form';
import { LinkCardHead, LinkedAccountView } from './link-card-parts';
import { LinkingInfoDialog } from './linking-info-dialog';
import { useLinkFlutterwaveMutation } from './use-link-flutterwave.mutation';
import { usePaymentsConfigQuery } from './use-payments-config.query';

type Kind = FlutterwaveAccountBody['kind'];

/** Where Flutterwave transfers go: a bank account or a mobile-money wallet, shown masked once linked. */
export function FlutterwaveLinkCard({ accounts }: { accounts: PayoutAccountsData }) {
  const { t } = useTranslation('receiving');
  const notify = useNotify();
  const link = useLinkFlutterwaveMutation();
  const config = usePaymentsConfigQuery();
  const account = accounts.accounts.find((a) => a.provider === 'flutterwave');
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<Kind>('bank');
  const [body, setBody] = useState<FlutterwaveAccountBody | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});
  const [info, setInfo] = useState(false);
  const shown = { ...(tried ? errors : {}), ...server };

  const submit = () => {
    setTried(true);
    if (!body) return;
    link.mutate(body, {
      onSuccess: ({ data }) => {
        const label = data.accounts.find((a) => a.provider === 'flutterwave')?.label ?? '';
        notify.info(t('flutterwave.linked', { account: label }));
        setEditing(false);
        setTried(false);
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        setServer(fields);
        if (Object.keys(fields).length === 0) notify.apiError(failure);
      },
    });
  };
  const onChange = (next: FlutterwaveAccountBody | null, nextErrors: FieldErrors) => {
    setBody(next);
    setErrors(nextErrors);
    setServer({});
  };
  const choose = (next: Kind) => {
    setKind(next);
    setBody(null);
    setErrors({});
    setServer({});
    setTried(false);
  };

  return (
    <section className="card payout-section" aria-labelledby="flutterwave-account">
      <LinkCardHead
        id="flutterwave-account"
        title={t('flutterwave.account')}
        linked={Boolean(account)}
        testId="flutterwave-state"
      />
      {account && !editing ? (
        <LinkedAccountView
          testId="flutterwave-account"
          account={
            <>
              <bdi>{account.label}</bdi>
              {account.currency && <span className="linked-account__currency">{account.currency}</span>}
            </>
          }
          changeLabel={t('flutterwave.change')}
          onChange={() => setEditing(true)}
          onInfo={() => setInfo(true)}
        />
      ) : (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="dialog__text">{t('flutterwave.explain')}</p>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t('flutterwave.kind')}</legend>
            {(['bank', 'mobileMoney'] as const).map((option) => (
              <label key={option} className="segmented__option">
                <input
                  type="radio"
                  name="flutterwave-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => choose(option)}
                />
                <span>{t(`flutterwave.kinds.${option}`)}</span>
              </label>
            ))}
          </fieldset>
          {kind === 'bank' ? (
            <FlutterwaveBankForm errors={shown} onChange={onChange} />
          ) : (
            <FlutterwaveWalletForm errors={shown} onChange={onChange} />
          )}
          <div className="row">
            <Button type="submit" loading={link.isPending}>
              {t(kind === 'bank' ? 'flutterwave.linkBank' : 'flutterwave.linkWallet')}
            </Button>
            {account && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t('flutterwave.keep')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setInfo(true)}>
              {t('payout.howItWorks')}
            </Button>
          </div>
        </form>
      )}
      <LinkingInfoDialog
        open={info}
        onClose={() => setInfo(false)}
        provider="flutterwave"
        feeBps={config.data?.platformFeeBps ?? 0}
        linked
      />
    </section>
  );
}
