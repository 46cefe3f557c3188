import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contactUsBody } from '@opentip/shared/schemas/support.schema';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button, ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Field, TextField } from '@/ui/field';
import { CheckIcon } from '@/ui/icons';
import { useContactUsMutation } from './use-contact-us.mutation';

const contactForm = contactUsBody;
type ContactForm = z.input<typeof contactForm>;

/** /ContactUs: a message to support; the thank-you shows only once the server took it. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const notify = useNotify();
  const send = useContactUsMutation();
  const [sent, setSent] = useState(false);
  const user = session?.user;
  const { register, handleSubmit, formState } = useForm<ContactForm, unknown, z.output<typeof contactForm>>({
    resolver: zodResolver(contactForm),
    defaultValues: {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.username ?? ''),
      email: user?.email ?? '',
      message: '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        notify.apiSuccess(message, 'querySubmitted');
        setSent(true);
      },
      onError: notify.apiError,
    }),
  );

  if (sent) {
    return (
      <div className="page">
        <Empty
          icon={<CheckIcon />}
          title={t('contact.sentTitle')}
          body={t('messages.contactThanks')}
          action={<ButtonLink to="/Home">{t('nav.account')}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <div className="card">
        <h1 className="page__title">{t('contact.title')}</h1>
        <p className="page__lead">{t('contact.lead')}</p>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('contact.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field label={t('contact.message')} error={errors.message?.message}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                className="input textarea"
                rows={6}
                aria-required
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('message')}
              />
            )}
          </Field>
          <Button type="submit" block size="lg" loading={send.isPending}>
            {t('contact.send')}
          </Button>
        </form>
      </div>
    </div>
  );
}
