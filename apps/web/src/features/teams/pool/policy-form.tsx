import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOURS_SOURCES,
  POOL_FREQUENCIES,
  POOL_POLICY_KINDS,
  type PoolPolicy,
} from '@opentip/shared/schemas/team-pool.schema';
import { errorText } from '@/app/api/api-message';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { MemberInputs } from './member-inputs';
import { bodyOf, draftOf, serverErrors, type FieldErrors, type PolicyDraft } from './policy-draft';
import { Choice } from './policy-choices';
import { dateTime } from './pool-format';
import { decimalSeparator } from './pool-numbers';
import { RolesEditor } from './roles-editor';
import { useSavePolicyMutation } from './use-save-policy.mutation';

const NO_ERRORS: FieldErrors = new Map();

/** The owner's policy: how the pool is shared, how often, and each member's input. */
export function PolicyForm({ teamId, policy }: { teamId: string; policy: PoolPolicy }) {
  const { t, i18n } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const save = useSavePolicyMutation(teamId);
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy, decimalSeparator(i18n.language)));
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [general, setGeneral] = useState<string | undefined>();
  const update = (change: (current: PolicyDraft) => PolicyDraft) => setDraft(change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    const result = bodyOf(teamId, draft, policy.members);
    if ('errors' in result) return setErrors(result.errors);
    setErrors(NO_ERRORS);
    save.mutate(result.body, {
      onSuccess: ({ message }) => notify.apiSuccess(message, 'poolPolicySaved'),
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found.fields);
        if (found.general) setGeneral(errorText(tm, error));
      },
    });
  };

  return (
    <form
      className="card stack pool-policy"
      noValidate
      onSubmit={submit}
      aria-labelledby="pool-policy-title"
      data-testid="pool-policy"
    >
      <h2 id="pool-policy-title" className="teams-section__title">
        {t('pool.policy.title')}
      </h2>
      <Choice
        legend={t('pool.policy.kind')}
        name="pool-kind"
        options={POOL_POLICY_KINDS.map((kind) => ({
          value: kind,
          label: t(`pool.kinds.${kind}`),
          hint: t(`pool.kindHints.${kind}`),
        }))}
        value={draft.kind}
        onChange={(kind) => update((d) => ({ ...d, kind }))}
        error={errors.get('kind')}
      />
      <Choice
        legend={t('pool.policy.frequency')}
        name="pool-frequency"
        options={POOL_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(`pool.frequencies.${frequency}`),
        }))}
        value={draft.frequency}
        onChange={(frequency) => update((d) => ({ ...d, frequency }))}
        error={errors.get('frequency')}
      />
      {draft.kind === 'hours' && (
        <Choice
          legend={t('pool.policy.hoursSource')}
          name="pool-hours-source"
          options={HOURS_SOURCES.map((source) => ({
            value: source,
            label: t(`pool.hoursSources.${source}`),
            hint: t(`pool.hoursSourceHints.${source}`),
          }))}
          value={draft.hoursSource}
          onChange={(hoursSource) => update((d) => ({ ...d, hoursSource }))}
          error={errors.get('hoursSource')}
        />
      )}
      {draft.kind === 'points' && <RolesEditor draft={draft} update={update} errors={errors} />}
      {!(draft.kind === 'hours' && draft.hoursSource === 'shifts') && (
        <MemberInputs draft={draft} members={policy.members} update={update} errors={errors} />
      )}
      {general && (
        <p className="notice" role="alert">
          {general}
        </p>
      )}
      <div className="pool-policy__footer">
        {policy.updatedAt && (
          <span className="form-note">
            {t('pool.policy.updated', { date: dateTime(i18n.language, policy.updatedAt) })}
          </span>
        )}
        <Button type="submit" loading={save.isPending}>
          {t('pool.policy.save')}
        </Button>
      </div>
    </form>
  );
}
