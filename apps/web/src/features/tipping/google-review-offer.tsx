import { useTranslation } from 'react-i18next';
import './google-review-offer.css';

/**
 * After feedback, whatever its stars (Google forbids offering reviews only to happy customers):
 * the receiver's Google review link, in a new tab. It is only a link; nothing is sent to Google.
 */
export function GoogleReviewOffer({ link }: { link: string | null }) {
  const { t } = useTranslation('tipping');
  if (!link) return null;
  return (
    <p className="google-review-offer">
      <span>{t('feedback.googleReviewText')}</span>{' '}
      <a href={link} target="_blank" rel="noopener noreferrer">
        {t('feedback.googleReviewLink')}
      </a>
    </p>
  );
}
