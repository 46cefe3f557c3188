import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoolPolicyMember } from '@opentip/shared/schemas/team-pool.schema';
import { Avatar } from '@/ui/avatar';
import {
  EMPTY_MEMBER,
  percentTotal,
  type FieldErrors,
  type MemberDraft,
  type PolicyDraft,
} from './policy-draft';
import { formatHundredths } from './pool-numbers';

interface Props {
  draft: PolicyDraft;
  members: readonly PoolPolicyMember[];
  update: (change: (current: PolicyDraft) => PolicyDraft) => void;
  errors: FieldErrors;
}

const FIELD = { percent: 'percentBps', hours: 'hoursHundredths', points: 'role' } as const;

/** Each sharing member's input for the chosen kind: a percentage, hours, or a role. */
export function MemberInputs({ draft, members, update, errors }: Props) {
  const { t, i18n } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const baseId = useId();
  const { kind } = draft;
  const set = (userId: string, patch: Partial<MemberDraft>) =>
    update((d) => ({
      ...d,
      members: { ...d.members, [userId]: { ...(d.members[userId] ?? EMPTY_MEMBER), ...patch } },
    }));
  const total = kind === 'percent' ? percentTotal(draft, members) : undefined;
  const totalError = errors.get('percentTotal');
  const roles = draft.roles.filter((role) => role.name.trim() !== '');
  return (
    <div className="stack">
      <h3 className="pool-subtitle">{t('pool.policy.members')}</h3>
      <p className="field__hint">{t(`pool.policy.${kind}Hint`)}</p>
      {members.length === 0 ? (
        <p className="teams-section__empty">{t('pool.policy.noMembers')}</p>
      ) : (
        <ul className="pool-member-list">
          {members.map((member, index) => {
            const typed = draft.members[member.userId] ?? EMPTY_MEMBER;
            const error = kind === 'equal' ? undefined : errors.get(`members.${index}.${FIELD[kind]}`);
            const errorId = `${baseId}-${index}-error`;
            const common = {
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
            };
            const name = member.username;
            return (
              <li key={member.userId} className="pool-member" data-testid="policy-member">
                <Avatar name={name} src={member.profileImg} size={32} />
                <bdi className="pool-member__name">{name}</bdi>
                {kind === 'equal' && <span className="pool-member__value">{t('pool.inputs.equal')}</span>}
                {(kind === 'percent' || kind === 'hours') && (
                  <span className="pool-input">
                    <input
                      className="input pool-input__field"
                      inputMode="decimal"
                      dir="ltr"
                      aria-label={t(kind === 'percent' ? 'pool.policy.percentFor' : 'pool.policy.hoursFor', {
                        name,
                      })}
                      value={kind === 'percent' ? typed.percent : typed.hours}
                      onChange={(event) =>
                        set(
                          member.userId,
                          kind === 'percent'
                            ? { percent: event.target.value }
                            : { hours: event.target.value },
                        )
                      }
                      {...common}
                    />
                    <span className="pool-input__unit" aria-hidden="true">
                      {kind === 'percent' ? '%' : t('pool.policy.hoursUnit')}
                    </span>
                  </span>
                )}
                {kind === 'points' && (
                  <select
                    className="input select pool-member__select"
                    aria-label={t('pool.policy.roleFor', { name })}
                    value={roles.some((r) => r.key === typed.roleKey) ? typed.roleKey : ''}
                    onChange={(event) => set(member.userId, { roleKey: event.target.value })}
                    {...common}
                  >
                    <option value="">{t('pool.policy.chooseRole')}</option>
                    {roles.map((role) => (
                      <option key={role.key} value={role.key}>
                        {role.name}
                      </option>
                    ))}
                  </select>
                )}
                {error && (
                  <p id={errorId} className="field__error pool-member__error" role="alert">
                    {tm(`messages.${error}`)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {kind === 'percent' && members.length > 0 && (
        <p className={`pool-total${total === 10_000 ? '' : ' pool-total--off'}`} aria-live="polite">
          {t('pool.policy.total', {
            total: total === undefined ? '…' : formatHundredths(total, i18n.language),
          })}
        </p>
      )}
      {totalError && (
        <p className="field__error" role="alert">
          {tm(`messages.${totalError}`)}
        </p>
      )}
    </div>
  );
}
