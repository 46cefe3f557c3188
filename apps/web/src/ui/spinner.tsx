import { useTranslation } from 'react-i18next';
import './spinner.css';

export function Spinner({ fullPage = false, size = 'md' }: { fullPage?: boolean; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const spinner = (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </span>
  );
  return fullPage ? <div className="spinner-page">{spinner}</div> : spinner;
}
