import { useTranslation } from 'react-i18next';
import { UsersIcon } from '@/ui/icons';
import type { Payee } from './tip-draft';

/**
 * Before a guest pays a team: the tip goes into the team's pool and is shared among its members
 * under the team's policy (issue 11). Nothing for a person's own account.
 */
export function PoolNote({ payee }: { payee: Payee }) {
  const { t } = useTranslation('tipping');
  if (!payee.pool) return null;
  const { kind, memberCount } = payee.pool;
  const text =
    memberCount === 0
      ? t('pool.noteNoMembers', { name: payee.username })
      : t('pool.note', { count: memberCount, name: payee.username, how: t(`pool.how.${kind}`) });
  return (
    <p className="pool-note" data-testid="pool-note">
      <UsersIcon width={20} height={20} />
      <span dir="auto">{text}</span>
    </p>
  );
}
