import { z } from 'zod';
import { passwordField } from '../validation.ts';
import { envelope } from './envelope.schema.ts';
import { sessionData, userData } from './user.schema.ts';

export const ADMIN_RECOVERY_CODE_COUNT = 10;

const linkTokenField = z
  .string({ error: 'adminLinkInvalid' })
  .trim()
  .min(1, 'adminLinkInvalid')
  .max(200, 'adminLinkInvalid');

/** POST /admin/auth/set-password: the token of the mailed link, and the password (sign-up's rules). */
export const adminSetPasswordBody = z.object({ token: linkTokenField, password: passwordField });
export type AdminSetPasswordBody = z.output<typeof adminSetPasswordBody>;

/**
 * What login answers an administrator instead of a session: the grant for the second step, and on
 * the first sign-in the new TOTP secret to put into an authenticator app.
 */
export const adminSecondFactorChallenge = z.object({
  grant: z.string(),
  enroll: z.boolean(),
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
export type AdminSecondFactorChallenge = z.infer<typeof adminSecondFactorChallenge>;
export const adminSecondFactorStepData = z.object({ secondFactor: adminSecondFactorChallenge });

const grantField = z
  .string({ error: 'adminSignInStepExpired' })
  .trim()
  .min(1, 'adminSignInStepExpired')
  .max(200, 'adminSignInStepExpired');

/** POST /admin/auth/second-factor: the grant and either a 6-digit code or a recovery code. */
export const adminSecondFactorBody = z
  .object({
    grant: grantField,
    code: z
      .string({ error: 'adminCodeWrong' })
      .trim()
      .regex(/^\d{6}$/, 'adminCodeWrong')
      .optional(),
    recoveryCode: z
      .string({ error: 'adminRecoveryCodeWrong' })
      .trim()
      .toLowerCase()
      .min(1, 'adminRecoveryCodeWrong')
      .max(64, 'adminRecoveryCodeWrong')
      .optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: 'adminCodeRequired',
    path: ['code'],
  });
export type AdminSecondFactorBody = z.output<typeof adminSecondFactorBody>;

/** The session, as a normal login's; on enrollment also the recovery codes, shown this once. */
export const adminSessionData = sessionData.extend({ recoveryCodes: z.array(z.string()).optional() });

export const adminSecondFactorStepResponse = envelope(adminSecondFactorStepData);
export const adminSessionResponse = envelope(adminSessionData);
/** GET /admin/me: the administrator's own account. */
export const adminMeResponse = envelope(userData);
