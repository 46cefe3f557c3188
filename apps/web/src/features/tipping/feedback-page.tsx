import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/ui/avatar';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { FeedbackForm } from './feedback-form';
import { GoogleReviewOffer } from './google-review-offer';
import { parseTipResult, readTipResult } from './tip-result';
import { withTipping } from './tipping-namespace';

/** /feedback: a signed-in giver rates the tip just given. */
function FeedbackPage() {
  const { t } = useTranslation('tipping');
  const location = useLocation();
  const [result] = useState(() => parseTipResult(location.state) ?? readTipResult());
  const [sent, setSent] = useState(() => result?.feedbackSent ?? false);
  const [reviewLink, setReviewLink] = useState(() => result?.googleReviewLink ?? null);
  if (!result) {
    return (
      <div className="page tip-page">
        <Empty
          title={t('feedback.noTipTitle')}
          body={t('feedback.noTipBody')}
          action={
            <ButtonLink to="/QRScan" variant="secondary">
              {t('noTip.scan')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  const name = result.transaction.payee.username;
  return (
    <div className="page page--narrow tip-page">
      <div className="tip-head">
        <Avatar name={name} src={result.transaction.payee.profileImg} size={44} />
      </div>
      <h1 className="page__title">{sent ? t('feedback.thanksTitle') : t('feedback.title', { name })}</h1>
      <section className="card stack">
        {sent ? (
          <>
            <p className="form-note">{t('feedback.thanksBody', { name })}</p>
            <GoogleReviewOffer link={reviewLink} />
            <ButtonLink to="/Home">{t('success.done')}</ButtonLink>
          </>
        ) : (
          <FeedbackForm
            result={result}
            onSent={(link) => {
              setReviewLink(link);
              setSent(true);
            }}
          />
        )}
      </section>
    </div>
  );
}

export default withTipping(FeedbackPage);
