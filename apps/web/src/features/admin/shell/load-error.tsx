import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { ADMIN_NS } from '../admin-namespace';

/** A console screen whose data did not load: the API's message, translated, and a retry. */
export function LoadError({
  error,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry: () => void;
  /** 1 when nothing else of the page loaded, so the message is its heading. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  return (
    <div role="alert">
      <Empty
        headingLevel={headingLevel}
        title={errorText(tApp, error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('shell.state.retry')}
          </Button>
        }
      />
    </div>
  );
}
