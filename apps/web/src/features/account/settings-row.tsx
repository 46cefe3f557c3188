import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '@/ui/icons';

interface RowProps {
  icon: ReactNode;
  label: string;
  value?: string;
  danger?: boolean;
}

function Content({ icon, label, value }: RowProps) {
  return (
    <>
      <span className="settings-row__icon">{icon}</span>
      <span className="settings-row__label">{label}</span>
      {value && <span className="settings-row__value">{value}</span>}
      <ChevronIcon className="settings-row__chevron" width={18} height={18} />
    </>
  );
}

export function SettingsLink({ to, ...row }: RowProps & { to: string }) {
  return (
    <li>
      <Link to={to} className="settings-row">
        <Content {...row} />
      </Link>
    </li>
  );
}

export function SettingsButton({ onClick, ...row }: RowProps & { onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={`settings-row${row.danger ? ' settings-row--danger' : ''}`}
        onClick={onClick}
        aria-haspopup="dialog"
      >
        <Content {...row} />
      </button>
    </li>
  );
}
