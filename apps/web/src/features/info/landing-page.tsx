import { useTranslation } from 'react-i18next';
import { installCurrency } from '@/app/install-currency';
import { ButtonLink } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { CheckIcon } from '@/ui/icons';
import { MarketingPoints } from './marketing-points';
import './info.css';

/** / : what OpenTip is, for a first-time visitor. */
export default function LandingPage() {
  const { t, i18n } = useTranslation();
  // The sample tip in the currency this install (or this browser's choice) uses, not a fixed euro.
  const sample = formatMoney(500, installCurrency(), i18n.language);
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
            <h1 className="hero__title">{t('landing.title')}</h1>
            <p className="hero__lead">{t('landing.lead')}</p>
            <div className="hero__actions">
              <ButtonLink to="/roles" size="lg">
                {t('common.getStarted')}
              </ButtonLink>
              <ButtonLink to="/login" size="lg" variant="secondary">
                {t('auth.login.link')}
              </ButtonLink>
            </div>
          </div>
          <div className="tip-card" aria-hidden="true">
            <div className="tip-card__avatar">M</div>
            <p className="tip-card__name">Maria · {t('occupations.server')}</p>
            <p className="tip-card__amount">{sample}</p>
            <p className="tip-card__stars">★★★★★</p>
            <p className="tip-card__done">
              <CheckIcon width={18} height={18} /> {t('messages.transactionSuccessful')}
            </p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="section__inner">
          <h2 className="section__title">{t('landing.whyTitle')}</h2>
          <MarketingPoints />
        </div>
      </section>
      <section className="section section--tinted">
        <div className="section__inner">
          <h2 className="section__title">{t('landing.howTitle')}</h2>
          <ol className="steps">
            {(['scan', 'amount', 'thanks'] as const).map((step) => (
              <li key={step} className="steps__item">
                <h3>{t(`landing.how.${step}.title`)}</h3>
                <p>{t(`landing.how.${step}.body`)}</p>
              </li>
            ))}
          </ol>
          <div className="section__cta">
            <ButtonLink to="/roles" size="lg">
              {t('common.getStarted')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
