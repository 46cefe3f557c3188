import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CheckIcon, WalletIcon } from '@/ui/icons';

/** The title of a provider's account card with its linked / not linked pill. */
export function LinkCardHead(props: { id: string; title: string; linked: boolean; testId: string }) {
  const { t } = useTranslation('receiving');
  return (
    <div className="payout-card__head">
      <h2 id={props.id} className="payout-card__title">
        <WalletIcon /> {props.title}
      </h2>
      <span
        className={`status-pill status-pill--${props.linked ? 'linked' : 'none'}`}
        data-testid={props.testId}
      >
        {props.linked && <CheckIcon width={16} height={16} />}{' '}
        {t(props.linked ? 'payout.state.linked' : 'payout.state.none')}
      </span>
    </div>
  );
}

/** A linked account as the receiver recognises it, with a way to change it and to read how payouts work. */
export function LinkedAccountView(props: {
  testId: string;
  account: ReactNode;
  changeLabel: string;
  onChange: () => void;
  onInfo: () => void;
}) {
  const { t } = useTranslation('receiving');
  return (
    <>
      <p className="linked-account" data-testid={props.testId}>
        {props.account}
      </p>
      <div className="row">
        <Button variant="secondary" onClick={props.onChange}>
          {props.changeLabel}
        </Button>
        <Button variant="ghost" onClick={props.onInfo}>
          {t('payout.howItWorks')}
        </Button>
      </div>
    </>
  );
}
