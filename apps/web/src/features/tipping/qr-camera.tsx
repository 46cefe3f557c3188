import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createDecoder } from './qr-decoder';

export type CameraProblem = 'denied' | 'noCamera' | 'busy' | 'unsupported' | 'failed';

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}

const SCAN_EVERY_MS = 180;

interface Props {
  /** A decoded code; answer true to stop here, false to keep scanning. */
  onScan: (text: string) => boolean;
  onProblem: (problem: CameraProblem) => void;
}

/** The live camera view. Loaded only on the scan screens, and only once the giver starts it. */
export default function QrCamera({ onScan, onProblem }: Props) {
  const { t } = useTranslation('tipping');
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onScan, onProblem });
  useEffect(() => {
    callbacks.current = { onScan, onProblem };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return callbacks.current.onProblem('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) callbacks.current.onProblem(problemOf(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        // Unmounted while the browser was asking: the camera must not stay on.
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await createDecoder();
      const tick = async () => {
        if (stopped) return;
        const text = element.readyState >= 2 ? await decode(element).catch(() => null) : null;
        if (stopped) return;
        if (text && callbacks.current.onScan(text)) return;
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="qr-camera">
      <video ref={video} className="qr-camera__video" muted playsInline aria-label={t('scan.cameraLabel')} />
      <span className="qr-camera__frame" aria-hidden="true" />
    </div>
  );
}
