import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { Money } from '@/ui/money';
import { ADMIN_NS } from '../admin-namespace';
import { useFormatDate } from '../shell/use-format-date';
import type { PersonDetail } from './person-account';

/** The teams the person is in. */
export function PersonTeams({ teams }: { teams: PersonDetail['teams'] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section className="admin-card" aria-labelledby="person-teams">
      <h2 id="person-teams" className="admin-card__title">
        {t('people.teams')}
      </h2>
      {teams.length === 0 ? (
        <p className="admin-list__sub">{t('people.noTeams')}</p>
      ) : (
        <ul className="admin-list">
          {teams.map((team) => (
            <li key={team.teamId}>
              <Link className="admin-list__row" to={`/admin/teams/${team.teamId}`}>
                <span className="admin-list__main">{team.name}</span>
                <span className="admin-list__sub">
                  {team.role} · {team.status}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type TipLine = PersonDetail['tipsGiven'][number];

function TipLines({ title, lines }: { title: string; lines: TipLine[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <div>
      <h3 className="admin-list__sub">{title}</h3>
      {lines.length === 0 ? (
        <p className="admin-list__sub">{t('people.noTips')}</p>
      ) : (
        <ul className="admin-list">
          {lines.map((tip) => (
            <li key={tip.id}>
              <Link className="admin-list__row" to={`/admin/tips/${tip.id}`}>
                <span className="admin-list__main">
                  <Money minor={tip.amount} currency={tip.currency} />
                </span>
                <span className="admin-list__sub">
                  {tip.status} · {formatDate(tip.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Tips given and received: the counts, the latest lines, and the way to all of them. */
export function PersonTips({ detail }: { detail: PersonDetail }) {
  const { t } = useTranslation(ADMIN_NS);
  const { counts, tipsGiven, tipsReceived, person } = detail;
  return (
    <section className="admin-card" aria-labelledby="person-tips">
      <h2 id="person-tips" className="admin-card__title">
        {t('shell.nav.tips')}
      </h2>
      <TipLines title={t('people.tipsGiven', { count: counts.tipsGiven })} lines={tipsGiven} />
      <TipLines title={t('people.tipsReceived', { count: counts.tipsReceived })} lines={tipsReceived} />
      <div>
        <ButtonLink variant="secondary" to={`/admin/tips?receiver=${encodeURIComponent(person.uniqueId)}`}>
          {t('people.allTips')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Where the person's money is paid out to. */
export function PersonPayouts({ accounts }: { accounts: PersonDetail['payoutAccounts'] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section className="admin-card" aria-labelledby="person-payouts">
      <h2 id="person-payouts" className="admin-card__title">
        {t('people.payouts')}
      </h2>
      {accounts.length === 0 ? (
        <p className="admin-list__sub">{t('people.noPayouts')}</p>
      ) : (
        <ul className="admin-list">
          {accounts.map((account) => (
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
          ))}
        </ul>
      )}
    </section>
  );
}
