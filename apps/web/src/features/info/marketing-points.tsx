import { useTranslation } from 'react-i18next';
import { BoltIcon, HandCoinIcon, QrIcon, ShieldIcon, StarIcon, UsersIcon } from '@/ui/icons';

const POINTS = [
  { key: 'giveTip', Icon: HandCoinIcon },
  { key: 'receiveTip', Icon: UsersIcon },
  { key: 'feedback', Icon: StarIcon },
  { key: 'accountTypes', Icon: BoltIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'qr', Icon: QrIcon },
] as const;

/** SPEC 1 marketing points. */
export function MarketingPoints() {
  const { t } = useTranslation();
  return (
    <ul className="feature-grid">
      {POINTS.map(({ key, Icon }) => (
        <li key={key} className="feature">
          <span className="feature__icon">
            <Icon />
          </span>
          <h3 className="feature__title">{t(`marketing.${key}.title`)}</h3>
          <p className="feature__body">{t(`marketing.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
