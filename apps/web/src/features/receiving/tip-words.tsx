import { useTranslation } from 'react-i18next';
import { CANNED_COMMENT_KEYS, type TipTransaction } from '@opentip/shared/schemas/tips.schema';
import './tip-words.css';

const isCanned = (key: string): key is (typeof CANNED_COMMENT_KEYS)[number] =>
  (CANNED_COMMENT_KEYS as readonly string[]).includes(key);

/** What the giver wrote: the comment with the tip, the one with the rating, and the chosen canned texts. */
export function tipWordsOf(tip: TipTransaction) {
  const canned = (tip.feedback?.cannedComments ?? []).filter(isCanned);
  const comments = [tip.comment, tip.feedback?.comment].filter(
    (text, index, all): text is string => Boolean(text) && all.indexOf(text) === index,
  );
  return { canned, comments };
}

/**
 * The giver's words as text (React escapes them), in their own writing direction; a row shows a
 * few lines of each comment, the detail all of it.
 */
export function TipWords({ tip, full = false }: { tip: TipTransaction; full?: boolean }) {
  const { t } = useTranslation('receiving');
  const { canned, comments } = tipWordsOf(tip);
  if (canned.length === 0 && comments.length === 0) return null;
  return (
    <div className={`tip-words${full ? ' tip-words--full' : ''}`} data-testid="tip-words">
      {canned.length > 0 && (
        <ul className="tip-words__canned" aria-label={t('detail.canned')}>
          {canned.map((key) => (
            <li key={key} className="tip-words__chip">
              {t(`canned.${key}`)}
            </li>
          ))}
        </ul>
      )}
      {comments.map((text) => (
        <p key={text} className="tip-words__comment" dir="auto">
          “{text}”
        </p>
      ))}
    </div>
  );
}
