import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { SearchIcon } from '@/ui/icons';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Empty
        icon={<SearchIcon />}
        title={t('messages.pageNotFound')}
        body={t('notFound.body')}
        action={<ButtonLink to="/welcome">{t('notFound.action')}</ButtonLink>}
      />
    </div>
  );
}
