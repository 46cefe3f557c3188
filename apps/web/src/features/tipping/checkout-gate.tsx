import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { Checkout } from './checkout';
import { NoTip } from './no-tip';
import type { TipDraft } from './tip-draft';
import { useCheckout } from './use-checkout';

/** Renders a card screen once the tip to pay is known; otherwise what is missing. */
export function CheckoutGate({ children }: { children: (draft: TipDraft, checkout: Checkout) => ReactNode }) {
  const { t } = useTranslation('tipping');
  const state = useCheckout();
  switch (state.status) {
    case 'loading':
      return <Spinner fullPage />;
    case 'noTip':
      return <NoTip />;
    case 'incomplete':
      return <Navigate to="/CalculateTip" replace />;
    case 'failed':
      return (
        <div className="page tip-page stack">
          <p className="notice" role="alert">
            {t('calculate.configFailed')}
          </p>
          <Button onClick={state.retry}>{t('pay.retry')}</Button>
        </div>
      );
    case 'ready':
      return children(state.draft, state.checkout);
  }
}
