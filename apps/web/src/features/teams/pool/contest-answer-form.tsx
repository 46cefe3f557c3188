import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CONTEST_TEXT, type PoolContest } from '@opentip/shared/schemas/team-pool.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useAnswerContestMutation } from './use-answer-contest.mutation';

/** A manager's answer to an open contest; the member reads it beside their contest. */
export function ContestAnswerForm({ teamId, contest }: { teamId: string; contest: PoolContest }) {
  const { t } = useTranslation('teams');
  const notify = useNotify();
  const answer = useAnswerContestMutation(teamId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError('poolContestTextRequired');
    if (value.length > MAX_CONTEST_TEXT) return setError('poolContestTextTooLong');
    setError(undefined);
    answer.mutate(
      { contestId: contest.id, answer: value },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'poolContestAnswered');
          setText('');
        },
        onError: (failure) => notify.apiError(failure),
      },
    );
  };
  return (
    <form className="stack pool-answer" noValidate onSubmit={submit}>
      <Field label={t('pool.contests.answerLabel', { name: contest.member.username })} error={error}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input textarea"
            rows={3}
            maxLength={MAX_CONTEST_TEXT}
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="row row--end">
        <Button type="submit" variant="secondary" loading={answer.isPending}>
          {t('pool.contests.send')}
        </Button>
      </div>
    </form>
  );
}
