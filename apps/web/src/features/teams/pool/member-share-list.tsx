import { useTranslation } from 'react-i18next';
import type { PoolPolicy, PoolPolicyMember, PoolShare } from '@opentip/shared/schemas/team-pool.schema';
import { amountsText, inputText, sharesOf } from './pool-format';

interface Props {
  members: PoolPolicyMember[];
  shares: PoolShare[];
  policy: Pick<PoolPolicy, 'kind' | 'roles'>;
  myId: string;
  /** Test ids of the reader's own row and of the others' (the preview marks them). */
  testIds?: { mine: string; other: string };
}

/** Each member with their input under the policy and their share per currency, the reader marked. */
export function MemberShareList({ members, shares, policy, myId, testIds }: Props) {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.language;
  return (
    <ul className="pool-share-list">
      {members.map((member) => {
        const mine = member.userId === myId;
        const own = sharesOf(shares, member.userId);
        return (
          <li
            key={member.userId}
            className={`pool-share${mine ? ' pool-share--mine' : ''}`}
            data-testid={testIds ? (mine ? testIds.mine : testIds.other) : undefined}
          >
            <span className="pool-share__who">
              <bdi className="pool-share__name">{member.username}</bdi>
              {mine && <span className="team-badge team-badge--active">{t('pool.you')}</span>}
              <span className="pool-share__input">
                {inputText(t, language, policy.kind, member, policy.roles)}
              </span>
            </span>
            <span className="pool-share__amount">
              {own.length > 0 ? amountsText(own, language) : t('pool.inputs.none')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
