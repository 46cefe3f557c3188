import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import './receiving-common.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A value to read out or copy: the unique ID (SPEC 8 "Unique Code Copied") or the tip link ("Copied"). */
export function QrCopyRow({
  kind,
  label,
  value,
}: {
  kind: 'uniqueId' | 'link';
  label: string;
  value: string;
}) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    if (await copyText(value))
      notify.info(tm(kind === 'uniqueId' ? 'messages.uniqueCodeCopied' : 'messages.copied'));
    else notify.info(t('qr.copyFailed'));
  };
  return (
    <div className={`copy-row copy-row--${kind}`}>
      <div className="copy-row__text">
        <span className="copy-row__label">{label}</span>
        <bdi className="copy-row__value ltr-value" dir="ltr" data-testid={`qr-${kind}`}>
          {value}
        </bdi>
      </div>
      <Button
        variant="secondary"
        onClick={() => void copy()}
        aria-label={t(kind === 'uniqueId' ? 'qr.copyUniqueId' : 'qr.copyLink')}
      >
        {t('qr.copy')}
      </Button>
    </div>
  );
}
