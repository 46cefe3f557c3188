import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CONTEST_TEXT, type PoolRun } from '@opentip/shared/schemas/team-pool.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { useSendContestMutation } from './use-send-contest.mutation';

/** A member says what is wrong with a share-out; the managers read and answer it. */
export function ContestDialog({
  teamId,
  run,
  onClose,
}: {
  teamId: string;
  run: PoolRun;
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const send = useSendContestMutation(teamId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => !send.isPending && onClose();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError('poolContestTextRequired');
    if (text.length > MAX_CONTEST_TEXT) return setError('poolContestTextTooLong');
    setError(undefined);
    send.mutate(
      { runId: run.id, reason: text },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'poolContestSent');
          onClose();
        },
        onError: (failure) => notify.apiError(failure),
      },
    );
  };
  return (
    <Dialog open onClose={close} title={t('pool.contest.title', { seq: run.seq })} size="md">
      <form className="stack" noValidate onSubmit={submit}>
        <Field label={t('pool.contest.reason')} error={error} hint={t('pool.contest.hint')}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input textarea"
              rows={4}
              maxLength={MAX_CONTEST_TEXT}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
            />
          )}
        </Field>
        <div className="row row--end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('pool.contest.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
