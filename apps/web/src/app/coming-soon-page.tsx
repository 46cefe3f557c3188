import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { BoltIcon } from '@/ui/icons';
import { useSession } from './session/use-session';

/** The screens of later releases: routed and guarded already, with a friendly note. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="page">
      <Empty
        icon={<BoltIcon />}
        title={t(titleKey)}
        body={t('comingSoon.body')}
        action={
          <ButtonLink to={session ? '/Home' : '/welcome'} variant="secondary">
            {t(session ? 'comingSoon.backAccount' : 'comingSoon.backWelcome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
