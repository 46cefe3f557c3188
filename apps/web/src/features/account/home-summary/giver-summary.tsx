import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { Avatar } from '@/ui/avatar';
import { Button, ButtonLink } from '@/ui/button';
import { InfoIcon, QrIcon } from '@/ui/icons';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import { useSentTipsQuery } from './use-sent-tips.query';

/** A giver's first screen: "Give a tip" first, then the last tips they gave. */
export function GiverSummary({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('home');
  const tips = useSentTipsQuery(user.id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="home-summary home-giver" aria-label={t('giver.label')}>
      <div className="card home-giver__cta">
        <ButtonLink to="/QRScan" size="lg" block>
          <QrIcon /> {t('giver.giveTip')}
        </ButtonLink>
        <p className="home-giver__hint">{t('giver.giveTipHint')}</p>
      </div>
      <div className="card home-giver__recent">
        <h2 className="home-giver__title">{t('giver.recentTitle')}</h2>
        {tips.isPending && <Spinner />}
        {tips.isError && (
          <div className="notice" role="alert">
            <InfoIcon />
            <span className="notice__text">{t('giver.error')}</span>
            <Button variant="secondary" onClick={() => void tips.refetch()}>
              {t('summary.retry')}
            </Button>
          </div>
        )}
        {tips.data?.length === 0 && <p className="home-giver__empty">{t('giver.empty')}</p>}
        {tips.data && tips.data.length > 0 && (
          <>
            <ul className="home-giver__list" data-testid="recent-tips">
              {tips.data.map((tip) => (
                <li key={tip.id} className="home-giver__tip">
                  <Avatar name={tip.payee.username} src={tip.payee.profileImg} size={36} />
                  <span className="home-giver__who">
                    <span className="home-giver__name">{tip.payee.username}</span>
                    <span className="home-giver__date">{date.format(new Date(tip.createdAt))}</span>
                  </span>
                  <span className="home-giver__amount">
                    {formatMoney(tip.amounts.tip, tip.currency, i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
            <ButtonLink to="/home" variant="ghost">
              {t('giver.seeAll')}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
