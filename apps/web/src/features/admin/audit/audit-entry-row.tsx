import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { adminAuditEntry } from '@opentip/shared/schemas/admin.schema';
import { Ltr, Typed } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { changedKeys } from './audit-diff';

type AuditEntry = z.infer<typeof adminAuditEntry>;

/** The console pages a target type has. */
const TARGET_PAGES: Record<string, string> = {
  person: '/admin/people/',
  tip: '/admin/tips/',
  support: '/admin/support/',
  team: '/admin/teams/',
  business: '/admin/businesses/',
};

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const type = t(`audit.targetTypes.${entry.targetType}`, { defaultValue: entry.targetType });
  const page = TARGET_PAGES[entry.targetType];
  if (!entry.targetId) return <>{type}</>;
  return (
    <>
      {type}{' '}
      {page ? (
        <Link to={page + entry.targetId} className="admin-code" title={entry.targetId}>
          {entry.targetId.slice(0, 8)}
        </Link>
      ) : (
        <span className="admin-code" title={entry.targetId}>
          {entry.targetId.slice(0, 8)}
        </span>
      )}
    </>
  );
}

/** Who acted: their email (or @user name), so the log reads without looking the id up. */
function Administrator({ entry }: { entry: AuditEntry }) {
  const { admin } = entry;
  if (!admin)
    return (
      <span className="admin-code" title={entry.adminUserId}>
        {entry.adminUserId.slice(0, 8)}
      </span>
    );
  return <Ltr title={admin.fullName ?? undefined}>{admin.email ?? `@${admin.username}`}</Ltr>;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  // Before reads first in both directions, so the arrow turns with the text.
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const changes = changedKeys(entry.before, entry.after);
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="audit-diff">
      {changes.map((change) => (
        <li key={change.key}>
          <span className="admin-code">{change.key}</span>:{' '}
          <del className="admin-code" aria-label={t('audit.before')}>
            {change.before ?? '∅'}
          </del>{' '}
          <span aria-hidden="true">{arrow}</span>{' '}
          <ins className="admin-code" aria-label={t('audit.after')}>
            {change.after ?? '∅'}
          </ins>
        </li>
      ))}
    </ul>
  );
}

export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const formatDate = useFormatDate();
  return (
    <tr data-testid={`audit-${entry.id}`}>
      <td>{formatDate(entry.createdAt)}</td>
      <td>
        <Administrator entry={entry} />
      </td>
      <td>
        <span className="admin-code audit-action">{entry.action}</span>
      </td>
      <td>
        <Target entry={entry} />
      </td>
      <td>{entry.reason ? <Typed>{entry.reason}</Typed> : '—'}</td>
      <td>
        <Changes entry={entry} />
      </td>
    </tr>
  );
}
