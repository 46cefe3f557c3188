import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { Button } from '@/ui/button';
import { ChevronIcon, InfoIcon } from '@/ui/icons';
import { PendingNote } from '@/app/pending-note';
import { AmountLines } from './amount-lines';
import { availableAmounts, todayFigures, type Balance } from './home-figures';
import { useHomeQrQuery } from './use-home-qr.query';

// The QR encoder loads after the figures, so it never holds up the first screen.
const QrCodeSvg = lazy(() => import('@/ui/qr-code-svg').then((m) => ({ default: m.QrCodeSvg })));

interface TileProps {
  to: string;
  label: string;
  action: string;
  testId: string;
  className?: string;
  children: ReactNode;
}

/** A figure that opens its full screen in one tap: the whole tile is the link. */
function Tile({ to, label, action, testId, className = '', children }: TileProps) {
  return (
    <Link to={to} className={`home-tile card ${className}`} data-testid={testId}>
      <span className="home-tile__label">{label}</span>
      <span className="home-tile__value">{children}</span>
      <span className="home-tile__action">
        <span>{action}</span>
        <ChevronIcon className="home-tile__chevron" width={16} height={16} />
      </span>
    </Link>
  );
}

function Skeleton() {
  return <span className="home-skeleton" aria-hidden="true" />;
}

function QrTile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const qr = useHomeQrQuery(user.id);
  return (
    <Tile
      to="/qrhome"
      label={t('summary.myQr')}
      action={t('summary.showQr')}
      testId="home-qr"
      className="home-tile--qr"
    >
      <span className="home-tile__qr">
        {qr.data ? (
          <Suspense fallback={<Skeleton />}>
            <QrCodeSvg link={qr.data.link} label={t('summary.qrLabel')} />
          </Suspense>
        ) : (
          <Skeleton />
        )}
      </span>
      <bdi className="home-tile__id" dir="ltr">
        {user.uniqueId}
      </bdi>
    </Tile>
  );
}

interface ReceiverSummaryProps {
  user: SessionUser;
  balance: { data: Balance | undefined; isError: boolean; refetch: () => unknown };
}

/** A receiver's day at a glance: today's tips, the balance, the QR code; each a tap from its screen. */
export function ReceiverSummary({ user, balance }: ReceiverSummaryProps) {
  const { t, i18n } = useTranslation('home');
  const today = balance.data ? todayFigures(balance.data) : null;
  return (
    <section className="home-summary" aria-label={t('summary.label')}>
      {balance.isError && (
        <div className="notice home-summary__error" role="alert">
          <InfoIcon />
          <span className="notice__text">{t('summary.error')}</span>
          <Button variant="secondary" onClick={() => void balance.refetch()}>
            {t('summary.retry')}
          </Button>
        </div>
      )}
      <div className="home-tiles">
        <Tile
          to="/home"
          label={t('summary.todayTips')}
          action={t('summary.openDashboard')}
          testId="home-today"
        >
          {today ? (
            <>
              <span className="home-tile__count" data-testid="home-today-count">
                {new Intl.NumberFormat(i18n.language).format(today.count)}
              </span>
              {today.count === 0 ? (
                <span className="home-tile__note">{t('summary.noTipsToday')}</span>
              ) : (
                <AmountLines amounts={today.amounts} testId="home-today-amounts" />
              )}
            </>
          ) : (
            !balance.isError && <Skeleton />
          )}
        </Tile>
        <Tile
          to="/home"
          label={t('summary.available')}
          action={t('summary.openDashboard')}
          testId="home-balance"
        >
          {balance.data ? (
            <>
              <AmountLines amounts={availableAmounts(balance.data)} testId="home-available" />
              {[balance.data.balance, ...balance.data.otherCurrencies].map((b) => (
                <PendingNote key={b.currency} figures={b} testId={`home-pending-${b.currency}`} />
              ))}
            </>
          ) : (
            !balance.isError && <Skeleton />
          )}
        </Tile>
        <QrTile user={user} />
      </div>
    </section>
  );
}
