import { Link } from 'react-router';

export interface AdminTab {
  to: string;
  label: string;
  current: boolean;
}

/** Links that switch a screen between its views, the current one marked as such. */
export function AdminTabs({ label, tabs }: { label: string; tabs: AdminTab[] }) {
  return (
    <nav className="admin-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="btn btn--ghost btn--md"
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
