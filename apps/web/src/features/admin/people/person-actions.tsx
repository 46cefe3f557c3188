import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOAST_MS, useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useToasts } from '@/ui/toasts';
import { ADMIN_NS } from '../admin-namespace';
import { AdminCard } from '../shell/admin-card';
import { ReasonDialog } from '../shell/reason-dialog';
import { useFormatDate } from '../shell/use-format-date';
import type { PersonDetail } from './person-account';
import { usePersonSwitchMutation, type PersonSwitch } from './use-person-switch.mutation';
import { useResendVerificationMutation } from './use-resend-verification.mutation';

type Asking = { which: PersonSwitch; disabled: boolean } | 'resend' | null;

/** Keys of the admin namespace's "people" section, by switch and by direction. */
const SWITCH_KEYS = {
  chat: {
    off: { label: 'disableChat', body: 'disableChatBody', done: 'done.chatDisabled' },
    on: { label: 'enableChat', body: 'enableChatBody', done: 'done.chatEnabled' },
  },
  signIn: {
    off: { label: 'disableSignIn', body: 'disableSignInBody', done: 'done.signInDisabled' },
    on: { label: 'enableSignIn', body: 'enableSignInBody', done: 'done.signInEnabled' },
  },
} as const;

/** Chat and sign-in switches and the verification mail, each confirmed (with a reason) first. */
export function PersonActions({ person }: { person: PersonDetail['person'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const notify = useNotify();
  const toasts = useToasts();
  const formatDate = useFormatDate();
  const [asking, setAsking] = useState<Asking>(null);
  const change = usePersonSwitchMutation(person.id);
  const resend = useResendVerificationMutation(person.id);
  const close = () => {
    setAsking(null);
    change.reset();
  };
  const signInOff = person.signInDisabledAt !== null;
  const current = { chat: person.chatDisabled, signIn: signInOff };
  const switching = asking !== null && asking !== 'resend' ? asking : null;
  const keys = switching ? SWITCH_KEYS[switching.which][switching.disabled ? 'off' : 'on'] : null;

  const confirmSwitch = (reason: string) => {
    if (!switching || !keys) return;
    const { which, disabled } = switching;
    const done = keys.done;
    change.mutate(
      { which, body: { disabled, reason } },
      {
        onSuccess: () => {
          toasts.show(t(`people.${done}`), { tone: 'success', durationMs: API_TOAST_MS });
          setAsking(null);
        },
      },
    );
  };

  return (
    <AdminCard id="person-actions" title={t('people.actions')}>
      <div className="admin-actions">
        {(['chat', 'signIn'] as const).map((which) => {
          const off = current[which];
          const state =
            which === 'chat'
              ? t(off ? 'people.chatOffState' : 'people.chatOn')
              : off && person.signInDisabledAt
                ? t('people.signInOffState', { date: formatDate(person.signInDisabledAt) })
                : t('people.signInOn');
          return (
            <div key={which} className="admin-action">
              <span>{state}</span>
              <Button
                variant={off ? 'secondary' : 'danger'}
                onClick={() => setAsking({ which, disabled: !off })}
              >
                {t(`people.${SWITCH_KEYS[which][off ? 'on' : 'off'].label}`)}
              </Button>
            </div>
          );
        })}
        <div className="admin-action">
          {person.emailVerifiedAt ? (
            <span>{t('people.verifiedState')}</span>
          ) : (
            <>
              <span>{t('people.status.unverified')}</span>
              <Button variant="secondary" onClick={() => setAsking('resend')}>
                {t('people.resend')}
              </Button>
            </>
          )}
        </div>
      </div>
      <ReasonDialog
        open={switching !== null}
        title={keys ? t(`people.${keys.label}`) : ''}
        body={keys ? t(`people.${keys.body}`) : ''}
        confirmLabel={keys ? t(`people.${keys.label}`) : ''}
        danger={switching?.disabled}
        loading={change.isPending}
        error={change.error ?? undefined}
        onConfirm={confirmSwitch}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'resend'}
        title={t('people.resend')}
        body={t('people.resendBody', { email: person.email ?? '' })}
        confirmLabel={t('people.resend')}
        loading={resend.isPending}
        onConfirm={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              toasts.show(t('people.done.resent'), { tone: 'success', durationMs: API_TOAST_MS }),
            onError: notify.apiError,
            onSettled: () => setAsking(null),
          })
        }
        onClose={() => setAsking(null)}
      />
    </AdminCard>
  );
}
