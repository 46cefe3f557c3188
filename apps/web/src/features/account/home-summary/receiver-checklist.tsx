import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/ui/icons';

export type StepId = 'payouts' | 'qr' | 'firstTip';

export interface ChecklistStep {
  id: StepId;
  done: boolean;
  /** Where the step is done; the first tip comes from a guest, so it has none. */
  to?: string;
}

/** A new receiver's way to a first tip: link payouts, get the QR code, receive a tip. */
export function ReceiverChecklist({ steps }: { steps: readonly ChecklistStep[] }) {
  const { t } = useTranslation('home');
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="card checklist" aria-labelledby="checklist-title" data-testid="checklist">
      <div className="checklist__head">
        <h2 id="checklist-title" className="checklist__title">
          {t('checklist.title')}
        </h2>
        <span className="checklist__progress">{t('checklist.progress', { done, total: steps.length })}</span>
      </div>
      <ol className="checklist__steps">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={`checklist__step${step.done ? ' checklist__step--done' : ''}`}
            data-testid={`checklist-${step.id}`}
            data-done={step.done}
          >
            <span className="checklist__mark" aria-hidden="true">
              {step.done ? <CheckIcon width={18} height={18} /> : index + 1}
            </span>
            <span className="checklist__text">
              <span className="checklist__step-title">{t(`checklist.steps.${step.id}.title`)}</span>
              <span className="checklist__state">
                {t(step.done ? 'checklist.done' : 'checklist.notDone')}
              </span>
              {!step.done && <span className="checklist__hint">{t(`checklist.steps.${step.id}.hint`)}</span>}
            </span>
            {!step.done && step.to && (
              <Link to={step.to} className="btn btn--secondary btn--md checklist__action">
                {t(`checklist.steps.${step.id}.action`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
