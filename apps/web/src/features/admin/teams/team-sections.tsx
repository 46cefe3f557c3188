import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTeamDetail } from '@opentip/shared/schemas/admin-businesses.schema';
import { Money } from '@/ui/money';
import { ADMIN_NS } from '../admin-namespace';
import { AdminCard, CardRows, Facts } from '../shell/admin-card';
import { Ltr } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';

export function TeamMembers({ members }: { members: AdminTeamDetail['members'] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <AdminCard id="team-members" title={t('teams.members')}>
      <ul className="admin-list">
        {members.map((member) => (
          <li key={member.userId}>
            <Link className="admin-list__row" to={`/admin/people/${member.userId}`}>
              <span className="admin-list__main">
                <strong>
                  <bdi>{member.fullName || `@${member.username}`}</bdi>
                </strong>
                <span className="admin-list__sub">
                  <Ltr>@{member.username}</Ltr>
                </span>
              </span>
              <span className="admin-tags">
                <span className="admin-tag">{t(`teams.role.${member.role}`)}</span>
                <span className={`admin-tag${member.status === 'accepted' ? '' : ' admin-tag--warn'}`}>
                  {t(`teams.memberStatus.${member.status}`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}

export function TeamPolicy({ policy }: { policy: AdminTeamDetail['policy'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <AdminCard id="team-policy" title={t('teams.policy')}>
      <Facts
        rows={[
          [t('teams.policyKind'), t(`teams.kind.${policy.kind}`)],
          [t('teams.frequency'), t(`teams.frequencies.${policy.frequency}`)],
          [t('teams.sharing'), t('teams.membersCount', { n: policy.members.length })],
          [
            t('teams.policyUpdated'),
            policy.updatedAt ? formatDate(policy.updatedAt) : t('teams.policyDefault'),
          ],
        ]}
      />
    </AdminCard>
  );
}

export function TeamRuns({ runs }: { runs: AdminTeamDetail['runs'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <AdminCard id="team-runs" title={t('teams.runs')}>
      <CardRows items={runs} none={t('teams.noRuns')}>
        {(run) => (
          <li key={run.id} className="admin-list__row" data-testid={`run-${run.seq}`}>
            <span className="admin-list__main">
              <strong>{t('teams.runNumber', { seq: run.seq })}</strong>
              <span className="admin-list__sub">
                {formatDate(run.periodStart)} – {formatDate(run.periodEnd)}
              </span>
            </span>
            <span>
              {run.totals.length === 0
                ? '—'
                : run.totals.map((total, index) => (
                    <span key={total.currency}>
                      {index > 0 && ' · '}
                      <Money minor={total.amount} currency={total.currency} />
                    </span>
                  ))}
            </span>
            <span className="admin-list__sub">{t('teams.sharesCount', { n: run.sharesCount })}</span>
            <span className={`admin-tag${run.status === 'failed' ? ' admin-tag--warn' : ''}`}>
              {t(`teams.runStatus.${run.status}`)}
            </span>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}

export function TeamContests({ contests }: { contests: AdminTeamDetail['contests'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  return (
    <AdminCard id="team-contests" title={t('teams.contests')}>
      <CardRows items={contests} none={t('teams.noContests')}>
        {(contest) => (
          <li key={contest.id} className="admin-list__row">
            <span className="admin-list__main">
              <Link to={`/admin/people/${contest.member.userId}`}>
                {contest.member.fullName || `@${contest.member.username}`}
              </Link>
              <span>{contest.reason}</span>
              {contest.answer && (
                <span className="admin-list__sub">{t('teams.answer', { answer: contest.answer })}</span>
              )}
            </span>
            <span className="admin-list__sub">
              {t('teams.runNumber', { seq: contest.runSeq })} · {formatDate(contest.createdAt)}
            </span>
            <span className={`admin-tag${contest.status === 'open' ? ' admin-tag--warn' : ''}`}>
              {t(`teams.contestStatus.${contest.status}`)}
            </span>
          </li>
        )}
      </CardRows>
    </AdminCard>
  );
}
