import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { CheckIcon } from '@/ui/icons';

/** /mobileIntegration/:id: where a flow started in the mobile app (e.g. account linking) comes back. */
export default function MobileIntegrationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <div className="page">
      <Empty
        icon={<CheckIcon />}
        title={t('mobileIntegration.title')}
        body={t('mobileIntegration.body', { id })}
        action={
          <div className="row">
            <a className="btn btn--primary btn--md" href={`opentip://integration/${encodeURIComponent(id)}`}>
              {t('mobileIntegration.open')}
            </a>
            <ButtonLink to="/app-links" variant="secondary">
              {t('mobileIntegration.getApp')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
