import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSecondFactorChallenge } from '@opentip/shared/schemas/admin-auth.schema';
import { ApiError } from '@/app/api/api-client';
import { errorText, messageKeyOf } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { QrCodeSvg } from '@/ui/qr-code-svg';
import { AdminRecoveryCodes } from './admin-recovery-codes';
import { AuthScreen } from './auth-screen';
import { useAdminSecondFactorMutation } from './use-admin-second-factor.mutation';
import { useFinishAdminSignIn, type AdminSignIn } from './use-finish-admin-sign-in';
import './admin-sign-in.css';

const CODE = /^\d{6}$/;

/** The key in groups of four, easier to type; authenticator apps ignore the spaces. */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * An administrator's second sign-in step (issue 16): on the first sign-in the authenticator app is
 * set up from the QR code or the key, then a 6-digit code (or a recovery code) opens the session.
 */
export function AdminSecondFactorStep(props: {
  challenge: AdminSecondFactorChallenge;
  onRestart: () => void;
}) {
  const { challenge, onRestart } = props;
  const { t } = useTranslation();
  const send = useAdminSecondFactorMutation();
  const finish = useFinishAdminSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [kept, setKept] = useState<{ signIn: AdminSignIn; codes: string[] } | null>(null);

  if (kept)
    return (
      <AuthScreen title={t('adminSignIn.recoveryTitle')}>
        <AdminRecoveryCodes codes={kept.codes} onDone={() => finish(kept.signIn)} />
      </AuthScreen>
    );

  const expired =
    send.error instanceof ApiError &&
    (send.error.key ?? messageKeyOf(send.error.message)) === 'adminSignInStepExpired';
  const onSubmit = () => {
    const answer = value.trim();
    if (!useRecovery && !CODE.test(answer)) return setInvalid(true);
    if (useRecovery && !answer) return setInvalid(true);
    setInvalid(false);
    const body = useRecovery
      ? { grant: challenge.grant, recoveryCode: answer }
      : { grant: challenge.grant, code: answer };
    send.mutate(body, {
      onSuccess: ({ message, data }) => {
        const signIn = { message, user: data.user, accessToken: data.accessToken };
        if (data.recoveryCodes?.length) setKept({ signIn, codes: data.recoveryCodes });
        else finish(signIn);
      },
    });
  };
  const switchMode = () => {
    setUseRecovery((on) => !on);
    setValue('');
    setInvalid(false);
    send.reset();
  };

  return (
    <AuthScreen
      title={t(challenge.enroll ? 'adminSignIn.enrollTitle' : 'adminSignIn.title')}
      lead={challenge.enroll ? undefined : t('adminSignIn.lead')}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {challenge.enroll && challenge.otpauthUrl && (
          <div className="stack">
            <p>{t('adminSignIn.enrollLead')}</p>
            <div className="admin-enroll-qr">
              <QrCodeSvg link={challenge.otpauthUrl} label={t('adminSignIn.qrLabel')} />
            </div>
            {challenge.secret && (
              <p>
                {t('adminSignIn.secretLabel')}:{' '}
                <code dir="ltr" data-testid="totp-secret">
                  {groupsOfFour(challenge.secret)}
                </code>
              </p>
            )}
          </div>
        )}
        {useRecovery ? (
          <TextField
            key="recovery"
            label={t('adminSignIn.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            error={invalid ? 'adminRecoveryCodeWrong' : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <TextField
            key="code"
            label={t('adminSignIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="code-input"
            value={value}
            error={invalid ? 'adminCodeWrong' : undefined}
            onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
          />
        )}
        {send.isError && (
          <p className="notice" role="alert">
            {errorText(t, send.error)}
          </p>
        )}
        {expired ? (
          <Button block size="lg" onClick={onRestart}>
            {t('adminSignIn.restart')}
          </Button>
        ) : (
          <Button type="submit" block size="lg" loading={send.isPending}>
            {t('adminSignIn.submit')}
          </Button>
        )}
        {!challenge.enroll && (
          <Button variant="ghost" onClick={switchMode}>
            {t(useRecovery ? 'adminSignIn.useCode' : 'adminSignIn.useRecovery')}
          </Button>
        )}
      </form>
    </AuthScreen>
  );
}
