import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useLtrIsolate } from '../shell/use-ltr-isolate';
import { useSupportReplyMutation } from './use-support-reply.mutation';

/** The answer to a support message; the server mails it to the sender. */
export function SupportReplyForm({ requestId, email }: { requestId: string; email: string }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useSupportReplyMutation(requestId);
  const isolate = useLtrIsolate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('adminReplyRequired');
    setError(undefined);
    reply.mutate(
      { body: body.trim() },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'supportReplySent');
          setBody('');
        },
      },
    );
  }

  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <Field
        label={t('support.reply.label')}
        hint={t('support.reply.mailedTo', { email: isolate(email) })}
        error={error}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input textarea"
            dir="auto"
            rows={6}
            maxLength={5000}
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      {reply.isError && (
        <p className="admin-error" role="alert">
          {errorText(tm, reply.error)}
        </p>
      )}
      <div className="row row--end">
        <Button type="submit" loading={reply.isPending}>
          {t('support.reply.send')}
        </Button>
      </div>
    </form>
  );
}
