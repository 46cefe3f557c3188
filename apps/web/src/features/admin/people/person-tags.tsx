import { useTranslation } from 'react-i18next';
import type { AdminPersonSummary } from '@opentip/shared/schemas/admin.schema';
import { ADMIN_NS } from '../admin-namespace';

/** The states an administrator looks for at a glance, in words (never in colour alone). */
export function PersonTags({ person }: { person: AdminPersonSummary & { deletedAt?: string | null } }) {
  const { t } = useTranslation(ADMIN_NS);
  const tags: { key: string; warn: boolean }[] = [];
  if (person.deletedAt) tags.push({ key: 'deleted', warn: true });
  if (person.signInDisabledAt) tags.push({ key: 'signInOff', warn: true });
  if (person.chatDisabled) tags.push({ key: 'chatOff', warn: true });
  if (!person.emailVerifiedAt) tags.push({ key: 'unverified', warn: false });
  if (tags.length === 0) return null;
  return (
    <span className="admin-tags">
      {tags.map(({ key, warn }) => (
        <span key={key} className={`admin-tag${warn ? ' admin-tag--warn' : ''}`}>
          {t(`people.status.${key}`)}
        </span>
      ))}
    </span>
  );
}

/** The name to show: the full name, else first and last, else the user name. */
export function displayName(person: {
  fullName: string | null;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const parts = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return person.fullName || parts || person.username;
}
