import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paypalAccountBody, type PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { LinkCardHead, LinkedAccountView } from './link-card-parts';
import { LinkingInfoDialog } from './linking-info-dialog';
import { fieldErrorsOf } from './field-error';
import { useLinkPaypalMutation } from './use-link-paypal.mutation';
import { usePaymentsConfigQuery } from './use-payments-config.query';

/** The PayPal account payouts go to: its masked email once linked, else (or to change it) the email form. */
export function PaypalLinkCard({ accounts }: { accounts: PayoutAccountsData }) {
  const { t } = useTranslation('receiving');
  const notify = useNotify();
  const link = useLinkPaypalMutation();
  const config = usePaymentsConfigQuery();
  const account = accounts.accounts.find((a) => a.provider === 'paypal');
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [info, setInfo] = useState(false);

  const submit = () => {
    const parsed = paypalAccountBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    link.mutate(parsed.data.email, {
      onSuccess: ({ data }) => {
        const label = data.accounts.find((a) => a.provider === 'paypal')?.label ?? parsed.data.email;
        notify.info(t('paypal.linked', { account: label }));
        setEditing(false);
        setEmail('');
      },
      onError: (failure) => {
        const key = fieldErrorsOf(failure).email;
        if (key) setError(key);
        else notify.apiError(failure);
      },
    });
  };

  return (
    <section className="card payout-section" aria-labelledby="paypal-account">
      <LinkCardHead
        id="paypal-account"
        title={t('paypal.account')}
        linked={Boolean(account)}
        testId="paypal-state"
      />
      {account && !editing ? (
        <LinkedAccountView
          testId="paypal-account"
          account={<bdi dir="ltr">{account.label}</bdi>}
          changeLabel={t('paypal.change')}
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
          <p className="dialog__text">{t('paypal.explain')}</p>
          <TextField
            label={t('paypal.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            hint={t('paypal.emailHint')}
            error={error}
          />
          <div className="row">
            <Button type="submit" loading={link.isPending}>
              {t('paypal.link')}
            </Button>
            {account && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t('paypal.keep')}
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
        provider="paypal"
        feeBps={config.data?.platformFeeBps ?? 0}
        linked
      />
    </section>
  );
}
