import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';

/** The team code to hand to new members, with copy (SPEC 8 "Copied"). */
export function TeamCodeCopy({ code }: { code: string }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.info(tm('messages.copied'));
    } catch {
      notify.info(t('members.copyFailed'));
    }
  };
  return (
    <div className="team-code">
      <span className="team-code__label">{t('members.code')}</span>
      <bdi className="team-code__value" dir="ltr" data-testid="team-code">
        {code}
      </bdi>
      <Button variant="secondary" onClick={() => void copy()} aria-label={t('members.copyCode')}>
        {t('members.copy')}
      </Button>
    </div>
  );
}
