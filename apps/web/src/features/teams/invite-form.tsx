import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { parseInviteEmails } from './invite-emails';
import type { TeamRef } from './team-ref';
import { useSendInvitesMutation } from './use-send-invites.mutation';

/** Invite people by e-mail: several addresses at once, each gets a join link with the team code. */
export function InviteForm({ teamRef }: { teamRef: TeamRef }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const send = useSendInvitesMutation(teamRef);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInviteEmails(text);
    if (!parsed.ok) {
      setError(parsed.bad ? `${tm(`messages.${parsed.error}`)} (${parsed.bad})` : parsed.error);
      return;
    }
    setError(undefined);
    send.mutate(parsed.emails, {
      onSuccess: ({ message }) => {
        notify.apiSuccess(message, 'invitationsSent');
        setText('');
      },
      onError: (failure) => notify.apiError(failure),
    });
  };

  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby="invite-title">
      <h2 id="invite-title" className="teams-section__title">
        {t('invite.title')}
      </h2>
      <Field label={t('invite.label')} error={error} hint={t('invite.hint')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input textarea"
            rows={3}
            dir="ltr"
            autoComplete="off"
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="row row--end">
        <Button type="submit" loading={send.isPending}>
          {t('invite.send')}
        </Button>
      </div>
    </form>
  );
}
