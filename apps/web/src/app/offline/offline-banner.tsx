import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';
import './offline-banner.css';

/**
 * Says so on every screen while the network is gone: the app shell and the QR code still open,
 * anything with money waits for the connection (the service worker never answers it from a cache).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg className="offline-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.5 5.2A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M15.4 10.6A10 10 0 0 1 19 12.6M8.5 16.2a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <p className="offline-banner__text">
        <strong>{t('offline.title')}</strong> <span>{t('offline.body')}</span>
      </p>
    </div>
  );
}
