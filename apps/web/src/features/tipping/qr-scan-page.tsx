import { lazy, Suspense, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UniqueIdForm } from '@/app/unique-id-form';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { CameraProblem } from './qr-camera';
import { ReceiverConfirmDialog } from './receiver-confirm-dialog';
import { readScannedText } from './scanned-link';
import type { Payee } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { fetchPayee } from './use-payee.query';
import { useStartTip } from './use-start-tip';
import { LastReceiverLink } from './last-receiver-link';

const QrCamera = lazy(() => import('./qr-camera'));

/** /QRScan and /scanqr: scan a receiver's QR code, or type their unique ID (SPEC 2, 4, 5). */
function QrScanPage() {
  const { t } = useTranslation('tipping');
  const navigate = useNavigate();
  const notify = useNotify();
  const [cameraOn, setCameraOn] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | 'notOurs' | 'noCodeInPhoto' | null>(null);
  const [found, setFound] = useState<{ payee: Payee; code: string } | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const startTip = useStartTip();
  const lookup = useMutation({
    mutationFn: fetchPayee,
    onSuccess: (payee, code) => setFound({ payee, code }),
    onError: (error) => notify.apiError(error),
  });

  function follow(text: string): boolean {
    const target = readScannedText(text);
    if (!target) {
      setProblem('notOurs');
      return false;
    }
    setCameraOn(false);
    setProblem(null);
    if (target.kind === 'payeeCode') void navigate(`/tip-receiver-details/${target.code}`);
    else lookup.mutate(target.uniqueId);
    return true;
  }

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    const { decodePhoto } = await import('./qr-decoder');
    const text = await decodePhoto(file).catch(() => null);
    if (text) follow(text);
    else setProblem('noCodeInPhoto');
  }

  return (
    <div className="page tip-page">
      <h1 className="page__title">{t('scan.title')}</h1>
      <p className="page__lead">{t('scan.lead')}</p>
      <div className="scan-grid">
        <section className="card stack" aria-labelledby="scan-camera-title">
          <h2 id="scan-camera-title" className="tip-section__title">
            {t('scan.cameraTitle')}
          </h2>
          {cameraOn ? (
            <Suspense fallback={<Spinner />}>
              <QrCamera
                onScan={follow}
                onProblem={(reason) => {
                  setCameraOn(false);
                  setProblem(reason);
                }}
              />
              <p className="form-note" aria-live="polite">
                {t('scan.pointCamera')}
              </p>
            </Suspense>
          ) : (
            <p className="form-note">{t('scan.cameraWhy')}</p>
          )}
          {problem && (
            <p className="notice" role="alert">
              {t(`scan.problem.${problem}`)}
            </p>
          )}
          <div className="row">
            {cameraOn ? (
              <Button variant="secondary" onClick={() => setCameraOn(false)}>
                {t('scan.stopCamera')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  setProblem(null);
                  setCameraOn(true);
                }}
              >
                {t('scan.startCamera')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => photoInput.current?.click()}>
              {t('scan.usePhoto')}
            </Button>
            <input
              ref={photoInput}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              onChange={(event) => {
                void readPhoto(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
        </section>
        <section className="card stack" aria-labelledby="scan-id-title">
          <h2 id="scan-id-title" className="tip-section__title">
            {t('scan.uniqueIdTitle')}
          </h2>
          <UniqueIdForm
            onSubmit={(uniqueId) => lookup.mutate(uniqueId)}
            loading={lookup.isPending}
            label={t('scan.uniqueIdLabel')}
            hint={t('scan.uniqueIdHint')}
            submitLabel={t('scan.find')}
          />
        </section>
      </div>
      <LastReceiverLink />
      <ReceiverConfirmDialog
        payee={found?.payee ?? null}
        loading={startTip.isPending}
        onClose={() => setFound(null)}
        onConfirm={(payee) => startTip.mutate({ payee, payeeCode: found?.code ?? payee.id })}
      />
    </div>
  );
}

export default withTipping(QrScanPage);
