import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANNED_COMMENT_KEYS, type CannedCommentKey } from '@opentip/shared/schemas/tips.schema';
import { ApiError } from '@/app/api/api-client';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { StarRatingInput } from './star-rating-input';
import { COMMENT_MAX } from './tip-details-section';
import { markFeedbackSent, type TipResult } from './tip-result';
import { useFeedbackMutation } from './use-feedback.mutation';

const THANKS = CANNED_COMMENT_KEYS.filter((key) => key.startsWith('thanks'));
const PRAISE = CANNED_COMMENT_KEYS.filter((key) => key.startsWith('praise'));

/** Stars 1 to 5, the suggested thank-you and praise texts, and an optional comment (SPEC 3). */
export function FeedbackForm(props: {
  result: TipResult;
  onSent: (googleReviewLink: string | null) => void;
}) {
  const { result, onSent } = props;
  const { t } = useTranslation('tipping');
  const notify = useNotify();
  const feedback = useFeedbackMutation();
  const [rating, setRating] = useState(0);
  const [chosen, setChosen] = useState<CannedCommentKey[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const name = result.transaction.payee.username;

  const toggle = (key: CannedCommentKey) =>
    setChosen((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));

  function done(googleReviewLink: string | null = null) {
    markFeedbackSent(result, googleReviewLink);
    onSent(googleReviewLink);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!rating) return;
    feedback.mutate(
      {
        transactionId: result.transaction.id,
        rating,
        cannedComments: chosen,
        comment: comment.trim() || undefined,
        feedbackToken: result.feedbackToken ?? undefined,
      },
      {
        onSuccess: ({ message, data }) => {
          notify.apiSuccess(message, 'feedbackSaved');
          done(data.googleReviewLink ?? null);
        },
        onError: (error) => {
          notify.apiError(error);
          if (error instanceof ApiError && error.code === 'FEEDBACK_ALREADY_GIVEN') done();
        },
      },
    );
  }

  const group = (legend: string, keys: CannedCommentKey[]) => (
    <fieldset className="canned">
      <legend className="field__label">{legend}</legend>
      <div className="canned__list">
        {keys.map((key) => (
          <label key={key} className="toggle-chip">
            <input type="checkbox" checked={chosen.includes(key)} onChange={() => toggle(key)} />
            <span>{t(`canned.${key}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <form className="stack feedback-form" onSubmit={submit} noValidate>
      <StarRatingInput
        value={rating}
        onChange={setRating}
        error={tried && !rating ? t('messages.ratingInvalid', { ns: 'translation' }) : undefined}
      />
      {group(t('feedback.thanksLegend'), THANKS)}
      {group(t('feedback.praiseLegend'), PRAISE)}
      <Field label={t('feedback.comment', { name })} required={false} hint={t('details.optional')}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className="input textarea tip-comment"
            maxLength={COMMENT_MAX}
            rows={3}
            dir="auto"
            aria-describedby={describedBy}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" block size="lg" loading={feedback.isPending}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
