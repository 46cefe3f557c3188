import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Money } from '@/ui/money';
import { ADMIN_NS } from '../admin-namespace';
import { AdminCard, CardRows } from '../shell/admin-card';
import { useFormatDate } from '../shell/use-format-date';
import type { PersonDetail } from './person-account';

/** The teams the person is in. */
export function PersonTeams({ teams }: { teams: PersonDetail['teams'] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <AdminCard id="person-teams" title={t('people.teams')}>
      <CardRows items={teams} none={t('people.noTeams')}>
        {(team) => (
          <li key={team.teamId}>
            <Link className="admin-list__row" to={`/admin/teams/${team.teamId}`}>
              <span className="admin-list__main">{team.name}</span>
              <span className="admin-list__sub">
                {t(`teams.role.${team.role}`, { defaultValue: team.role })} ·{' '}
                {t(`teams.memberStatus.${team.status}`, { defaultValue: team.status })}
              </span>
            </Link>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}

type TipLine = PersonDetail['tipsGiven'][number];

function TipLines({ title, lines }: { title: string; lines: TipLine[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <div>
      <h3 className="admin-list__sub">{title}</h3>
      <CardRows items={lines} none={t('people.noTips')}>
        {(tip) => (
          <li key={tip.id}>
            <Link className="admin-list__row" to={`/admin/tips/${tip.id}`}>
              <span className="admin-list__main">
                <Money minor={tip.amount} currency={tip.currency} />
              </span>
              <span className="admin-list__sub">
                <bdi>{t(`tips.status.${tip.status}`, { defaultValue: tip.status })}</bdi> ·{' '}
                <bdi>{formatDate(tip.createdAt)}</bdi>
              </span>
            </Link>
          </li>
        )}
      </CardRows>
    </div>
  );
}

/** Tips given and received: the counts, the latest lines, and the way to all of them. */
export function PersonTips({ detail }: { detail: PersonDetail }) {
  const { t } = useTranslation(ADMIN_NS);
  const { counts, tipsGiven, tipsReceived, person } = detail;
  return (
    <AdminCard id="person-tips" title={t('shell.nav.tips')}>
      <TipLines title={t('people.tipsGiven', { count: counts.tipsGiven })} lines={tipsGiven} />
      <TipLines title={t('people.tipsReceived', { count: counts.tipsReceived })} lines={tipsReceived} />
      <div>
        <ButtonLink variant="secondary" to={`/admin/tips?receiver=${encodeURIComponent(person.uniqueId)}`}>
          {t('people.allTips')}
        </ButtonLink>
      </div>
    </AdminCard>
  );
}

/** Where the person's money is paid out to. */
export function PersonPayouts({ accounts }: { accounts: PersonDetail['payoutAccounts'] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <AdminCard id="person-payouts" title={t('people.payouts')}>
      <CardRows items={accounts} none={t('people.noPayouts')}>
        {(account) => (
          <li key={account.provider + (account.label ?? '')} className="admin-list__row">
            <span className="admin-list__main">
              <strong>{account.provider}</strong>
              {account.label && <span className="admin-list__sub">{account.label}</span>}
            </span>
            <span className="admin-tags">
              <span className="admin-tag">
                {t(account.ready ? 'people.payoutReady' : 'people.payoutNotReady')}
              </span>
              {account.destination && <span className="admin-tag">{t('people.payoutDestination')}</span>}
            </span>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}
