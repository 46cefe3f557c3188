import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { downloadQrFile, type QrFileFormat } from './download-qr-file';

const FORMATS: readonly QrFileFormat[] = ['png', 'svg', 'pdf'];

/** Downloads of the code (image, vector, printable card) and the system share sheet where there is one. */
export function QrActions({ link, name }: { link: string; name: string }) {
  const { t, i18n } = useTranslation('receiving');
  const notify = useNotify();
  const [busy, setBusy] = useState<QrFileFormat | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const download = async (format: QrFileFormat) => {
    setBusy(format);
    try {
      await downloadQrFile(format, i18n.language);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('qr.shareTitle', { name }),
        text: t('qr.shareText', { name }),
        url: link,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to report.
    }
  };

  return (
    <section className="card stack" aria-labelledby="qr-downloads">
      <h2 id="qr-downloads" className="qr-section-title">
        {t('qr.download')}
      </h2>
      <div className="qr-downloads">
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format)}
          >
            {t(`qr.formats.${format}`)}
          </Button>
        ))}
      </div>
      <p className="form-note">{t('qr.printHint')}</p>
      {canShare && (
        <Button block onClick={() => void share()}>
          {t('qr.share')}
        </Button>
      )}
    </section>
  );
}
