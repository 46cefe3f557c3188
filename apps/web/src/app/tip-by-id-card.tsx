import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadPage } from './load-page';
import { useSession } from './session/use-session';
import { UniqueIdForm } from './unique-id-form';
import './tip-by-id-card.css';

/**
 * A guest's way to tip without a QR code: the typed unique ID opens the receiver's tip page, which
 * GET /payee/payee-details/{code or id} answers for a unique ID as for a QR payee code.
 */
export function TipByIdCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="card stack tip-by-id" aria-labelledby="tip-by-id-title">
      <Heading id="tip-by-id-title" className="tip-by-id__title">
        {t('tipById.title')}
      </Heading>
      <p className="tip-by-id__lead">{t('tipById.lead')}</p>
      <UniqueIdForm
        label={t('tipById.label')}
        hint={t('tipById.hint')}
        submitLabel={t('tipById.submit')}
        onSubmit={(uniqueId) => {
          const path = `/tip-receiver-details/${encodeURIComponent(uniqueId)}`;
          // A guest gets the server-rendered tip page (fast, little code); a signed-in giver stays in the app.
          if (session) void navigate(path);
          else loadPage(path);
        }}
      />
    </section>
  );
}
