import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OCCUPATIONS, type Occupation } from '@opentip/shared/occupations';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { BackIcon } from '@/ui/icons';
import { useUpdateProfileMutation } from './use-update-profile.mutation';
import './occupation-page.css';

/** /Occupation: the kind of service a receiver gives (SPEC 1), shown to givers on the tip screen. */
export default function OccupationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const notify = useNotify();
  const update = useUpdateProfileMutation();
  const current = session?.user.occupation as Occupation | null | undefined;
  const [choice, setChoice] = useState<Occupation | null>(current ?? null);
  const [error, setError] = useState(false);
  if (!session) return null;
  // An occupation is a person's: a business has none to choose.
  if (session.user.accountType === 'business') return <Navigate to="/Home" replace />;

  function save() {
    if (!choice || !session) return setError(true);
    update.mutate(
      { id: session.user.id, body: { occupation: choice } },
      { onSuccess: ({ message }) => notify.apiSuccess(message, 'userUpdated'), onError: notify.apiError },
    );
  }

  return (
    <div className="page page--narrow">
      <Link to="/Home" className="back-link">
        <BackIcon width={18} height={18} />
        {t('nav.account')}
      </Link>
      <h1 className="page__title">{t('account.occupation')}</h1>
      <p className="page__lead">{t('occupation.lead')}</p>
      <fieldset className="occupation-grid" aria-describedby={error ? 'occupation-error' : undefined}>
        <legend className="visually-hidden">{t('account.occupation')}</legend>
        {OCCUPATIONS.map((occupation) => (
          <label key={occupation} className="occupation-option">
            <input
              type="radio"
              name="occupation"
              value={occupation}
              checked={choice === occupation}
              onChange={() => {
                setChoice(occupation);
                setError(false);
              }}
            />
            <span>{t(`occupations.${occupation}`)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="occupation-error" className="field__error" role="alert">
          {t('messages.occupationRequired')}
        </p>
      )}
      <Button block size="lg" onClick={save} loading={update.isPending} className="occupation-save">
        {t('common.save')}
      </Button>
    </div>
  );
}
