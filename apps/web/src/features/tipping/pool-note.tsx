import { useTranslation } from 'react-i18next';
import type { PoolNote as PoolNoteData } from '@opentip/shared/schemas/team-pool.schema';
import { UsersIcon } from '@/ui/icons';
import type { Payee } from './tip-draft';

/** "ali and bea", "ali, bea y carla": names joined as the reader's language joins them. */
function namesText(names: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * Who shares a team's tips, in words a guest reads right: the members who share (never the owner's
 * team account, which does not) named when the API names them, else counted; and when nobody
 * shares yet, that the tip waits in the pool.
 */
export function poolNoteText(
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
  pool: PoolNoteData,
): string {
  const team = pool.team;
  const how = t(`pool.how.${pool.kind}`);
  if (pool.memberCount === 0) return t('pool.noteNobody', { team });
  if (pool.members.length === 1) return t('pool.noteOne', { team, name: pool.members[0] });
  if (pool.members.length > 1)
    return t('pool.noteNamed', { team, names: namesText(pool.members, language), how });
  return t('pool.noteCount', { team, count: pool.memberCount, how });
}

/**
 * Before a guest pays a team: the tip goes into the team's pool and is shared among its members
 * under the team's policy (issue 11). Nothing for a person's own account.
 */
export function PoolNote({ payee }: { payee: Payee }) {
  const { t, i18n } = useTranslation('tipping');
  if (!payee.pool) return null;
  return (
    <p className="pool-note" data-testid="pool-note">
      <UsersIcon width={20} height={20} />
      <span dir="auto">{poolNoteText(t, i18n.language, payee.pool)}</span>
    </p>
  );
}
