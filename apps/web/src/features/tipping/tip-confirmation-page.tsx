import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/use-session';
import { Avatar } from '@/ui/avatar';
import { Button, ButtonLink } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { FeedbackForm } from './feedback-form';
import { GoogleReviewOffer } from './google-review-offer';
import { NoTip } from './no-tip';
import { Receipt } from './receipt';
import { parseTipResult, readTipResult } from './tip-result';
import { withTipping } from './tipping-namespace';

/**
 * /tipConfirmation: "Transaction Successful" with the amount, the receiver and the receipt. Guests
 * rate the tip right here (/feedback is for signed-in users, SPEC 2); signed-in givers go on to it.
 */
function TipConfirmationPage() {
  const { t, i18n } = useTranslation('tipping');
  const { t: tMain } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const [result] = useState(() => parseTipResult(location.state) ?? readTipResult());
  const [feedbackSent, setFeedbackSent] = useState(() => result?.feedbackSent ?? false);
  const [reviewLink, setReviewLink] = useState(() => result?.googleReviewLink ?? null);
  if (!result) return <NoTip />;
  const { transaction } = result;
  const name = transaction.payee.username;
  const total = formatMoney(transaction.amounts.total, transaction.currency, i18n.language);

  return (
    <div className="page page--narrow tip-page">
      <section className="card stack success receipt" aria-labelledby="success-title">
        <span className="success__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 id="success-title" className="page__title success__title">
          {tMain('messages.transactionSuccessful')}
        </h1>
        <p className="success__amount">{total}</p>
        <p className="success__to">
          <Avatar name={name} src={transaction.payee.profileImg} size={32} />
          <span dir="auto">{t('success.to', { name })}</span>
        </p>
        <Receipt result={result} />
        <p className="form-note">
          {result.email ? t('success.receiptSent', { email: result.email }) : t('success.noReceipt')}
        </p>
        <div className="row no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('success.print')}
          </Button>
        </div>
      </section>
      <section className="card stack no-print feedback-card" aria-labelledby="feedback-title">
        <h2 id="feedback-title" className="tip-section__title">
          {feedbackSent ? t('feedback.thanksTitle') : t('feedback.title', { name })}
        </h2>
        {feedbackSent ? (
          <>
            <p className="form-note">{t('feedback.thanksBody', { name })}</p>
            <GoogleReviewOffer link={reviewLink} />
          </>
        ) : session ? (
          <ButtonLink to="/feedback" state={result} block>
            {t('feedback.open', { name })}
          </ButtonLink>
        ) : (
          <FeedbackForm
            result={result}
            onSent={(link) => {
              setReviewLink(link);
              setFeedbackSent(true);
            }}
          />
        )}
      </section>
      <ButtonLink to={session ? '/Home' : '/welcome'} variant="ghost" className="tip-back no-print">
        {t('success.done')}
      </ButtonLink>
    </div>
  );
}

export default withTipping(TipConfirmationPage);
