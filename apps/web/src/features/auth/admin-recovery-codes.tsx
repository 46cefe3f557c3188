import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/app/api/save-file';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';

const FILE_NAME = 'opentip-admin-recovery-codes.txt';

function download(codes: readonly string[]) {
  saveFile(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' }), FILE_NAME);
}

/** The recovery codes, shown this once: the administrator keeps them before going on. */
export function AdminRecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const checkId = useId();
  const [saved, setSaved] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => notify.info(t('adminSignIn.copied')))
      .catch(() => undefined);
  return (
    <div className="stack">
      <p>{t('adminSignIn.recoveryLead')}</p>
      <ol className="recovery-codes" dir="ltr" aria-label={t('adminSignIn.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <Button variant="secondary" onClick={copy}>
          {t('adminSignIn.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          {t('adminSignIn.download')}
        </Button>
      </div>
      <div className="row">
        <input id={checkId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={checkId}>{t('adminSignIn.confirmSaved')}</label>
      </div>
      <Button block size="lg" disabled={!saved} onClick={onDone}>
        {t('adminSignIn.goOn')}
      </Button>
    </div>
  );
}
