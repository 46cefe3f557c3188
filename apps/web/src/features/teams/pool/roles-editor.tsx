import { useTranslation } from 'react-i18next';
import { MAX_POOL_ROLES } from '@opentip/shared/schemas/team-pool.schema';
import { Button } from '@/ui/button';
import { TrashIcon } from '@/ui/icons';
import { newRoleKey, type FieldErrors, type PolicyDraft, type RoleDraft } from './policy-draft';

interface Props {
  draft: PolicyDraft;
  update: (change: (current: PolicyDraft) => PolicyDraft) => void;
  errors: FieldErrors;
}

/** The roles of a points policy and what each is worth; removing one leaves its members without. */
export function RolesEditor({ draft, update, errors }: Props) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const change = (key: string, patch: Partial<RoleDraft>) =>
    update((d) => ({
      ...d,
      roles: d.roles.map((role) => (role.key === key ? { ...role, ...patch } : role)),
    }));
  const remove = (key: string) =>
    update((d) => ({
      ...d,
      roles: d.roles.filter((role) => role.key !== key),
      members: Object.fromEntries(
        Object.entries(d.members).map(([id, m]) => [id, m.roleKey === key ? { ...m, roleKey: '' } : m]),
      ),
    }));
  const add = () =>
    update((d) => ({ ...d, roles: [...d.roles, { key: newRoleKey(), name: '', points: '1' }] }));
  return (
    <fieldset className="stack pool-roles">
      <legend className="field__label">{t('pool.roles.title')}</legend>
      <p className="field__hint">{t('pool.roles.hint')}</p>
      {draft.roles.length === 0 ? (
        <p className="teams-section__empty">{t('pool.roles.none')}</p>
      ) : (
        <ul className="pool-role-list">
          <li className="pool-role pool-role--head" aria-hidden="true">
            <span>{t('pool.roles.nameHeading')}</span>
            <span>{t('pool.roles.pointsHeading')}</span>
          </li>
          {draft.roles.map((role, index) => {
            const number = index + 1;
            const nameError = errors.get(`roles.${index}.name`);
            const pointsError = errors.get(`roles.${index}.points`);
            return (
              <li key={role.key} className="pool-role">
                <input
                  className="input"
                  aria-label={t('pool.roles.name', { number })}
                  aria-invalid={nameError ? true : undefined}
                  maxLength={40}
                  value={role.name}
                  onChange={(event) => change(role.key, { name: event.target.value })}
                />
                <input
                  className="input pool-role__points"
                  inputMode="numeric"
                  aria-label={t('pool.roles.points', { number })}
                  aria-invalid={pointsError ? true : undefined}
                  value={role.points}
                  onChange={(event) => change(role.key, { points: event.target.value })}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('pool.roles.remove', { number })}
                  onClick={() => remove(role.key)}
                >
                  <TrashIcon width={18} height={18} />
                </button>
                {[nameError, pointsError].filter(Boolean).map((key) => (
                  <p key={key} className="field__error pool-role__error" role="alert">
                    {tm(`messages.${key}`)}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={add} disabled={draft.roles.length >= MAX_POOL_ROLES}>
          {t('pool.roles.add')}
        </Button>
      </div>
    </fieldset>
  );
}
