import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { Button } from '@/ui/button';
import { TipRow } from './tip-row';
import { sideOf } from './tip-figures';

const STEP = 20;

/** The period's tips, newest first, twenty at a time. */
export function TipsList({
  tips,
  userId,
  truncated,
}: {
  tips: readonly TipTransaction[];
  userId: string;
  truncated: boolean;
}) {
  const { t } = useTranslation('receiving');
  const [shown, setShown] = useState(STEP);
  return (
    <>
      <ul className="tips-list card" aria-label={t('list.title')}>
        {tips.slice(0, shown).map((tip) => (
          <TipRow key={tip.id} tip={tip} side={sideOf(tip, userId)} />
        ))}
      </ul>
      {shown < tips.length && (
        <Button variant="secondary" block onClick={() => setShown((n) => n + STEP)}>
          {t('list.more', { count: Math.min(STEP, tips.length - shown) })}
        </Button>
      )}
      {truncated && shown >= tips.length && (
        <p className="form-note">{t('list.truncated', { count: tips.length })}</p>
      )}
    </>
  );
}
