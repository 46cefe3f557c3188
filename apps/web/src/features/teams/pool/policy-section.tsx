import { useTranslation } from 'react-i18next';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { Avatar } from '@/ui/avatar';
import { dateTime, inputText } from './pool-format';
import { PolicyForm } from './policy-form';

/** The owner writes the policy; everyone else reads it, with every member's input. */
export function PolicySection({ teamId, overview }: { teamId: string; overview: PoolOverview }) {
  const { t, i18n } = useTranslation('teams');
  const { policy } = overview;
  if (overview.team.myRole === 'owner')
    // Keyed by the saved version, so a save elsewhere (or this one) starts the form afresh.
    return <PolicyForm key={policy.updatedAt ?? 'new'} teamId={teamId} policy={policy} />;
  const language = i18n.language;
  return (
    <section className="card stack" aria-labelledby="pool-policy-title" data-testid="pool-policy">
      <h2 id="pool-policy-title" className="teams-section__title">
        {t('pool.policy.title')}
      </h2>
      <dl className="pool-facts">
        <div>
          <dt>{t('pool.policy.kind')}</dt>
          <dd>
            {t(`pool.kinds.${policy.kind}`)}
            <span className="pool-facts__hint">{t(`pool.kindHints.${policy.kind}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('pool.policy.frequency')}</dt>
          <dd>{t(`pool.frequencies.${policy.frequency}`)}</dd>
        </div>
      </dl>
      {policy.members.length === 0 ? (
        <p className="teams-section__empty">{t('pool.policy.noMembers')}</p>
      ) : (
        <ul className="pool-member-list">
          {policy.members.map((member) => (
            <li key={member.userId} className="pool-member">
              <Avatar name={member.username} src={member.profileImg} size={32} />
              <bdi className="pool-member__name">{member.username}</bdi>
              <span className="pool-member__value">
                {inputText(t, language, policy.kind, member, policy.roles)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="form-note">
        {t('pool.policy.readOnly')}
        {policy.updatedAt && ` ${t('pool.policy.updated', { date: dateTime(language, policy.updatedAt) })}`}
      </p>
    </section>
  );
}
