import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../currencies.ts';
import { FALLBACK_LANGUAGE } from '../occupations.ts';
import {
  businessTypeField,
  currencyField,
  emailField,
  firstNameField,
  fullNameField,
  languageField,
  lastNameField,
  loginPasswordField,
  occupationField,
  otpField,
  passwordField,
  passwordsMatch,
  phoneField,
  revenueTypeField,
  usernameField,
} from '../validation.ts';
import { adminSecondFactorStepData } from './admin-auth.schema.ts';
import { emptyData, envelope } from './envelope.schema.ts';
import { teamCodeField } from './teams.schema.ts';
import { USER_TYPES, sessionData, userData } from './user.schema.ts';

/** What a receiver chooses at sign-up; "teamMember" is only reached by joining a team. */
export const REGISTER_ACCOUNT_TYPES = ['individual', 'business', 'team'] as const;

const teamNameField = z
  .string({ error: 'teamNameInvalid' })
  .trim()
  .min(1, 'teamNameInvalid')
  .max(60, 'teamNameInvalid');
const businessNameField = z
  .string({ error: 'businessNameInvalid' })
  .trim()
  .min(1, 'businessNameInvalid')
  .max(120, 'businessNameInvalid');
/** A path returned by POST /user/upload; never an outside address. */
const profileImgField = z
  .string({ error: 'imageRequired' })
  .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'imageRequired');
const fcmTokenField = z.string().trim().max(4096).optional();
const confirmPasswordField = z.string({ error: 'passwordNotMatched' });
const placeText = z.string().trim().max(300).optional();

/** The receiver's account choice, shared by e-mail sign-up and first Google sign-in. */
const accountChoiceFields = {
  accountType: z.enum(REGISTER_ACCOUNT_TYPES, { error: 'accountTypeInvalid' }).optional(),
  teamName: teamNameField.optional(),
  businessName: businessNameField.optional(),
  businessType: businessTypeField.optional(),
  estimatedRevenue: revenueTypeField.optional(),
  address: placeText,
  placeId: placeText,
};

interface AccountChoice {
  accountType?: (typeof REGISTER_ACCOUNT_TYPES)[number];
  teamName?: string;
  businessName?: string;
  businessType?: string;
  estimatedRevenue?: string;
}

/** A team needs its name and a business its name, type and revenue band. */
function requireAccountDetails(value: AccountChoice, ctx: z.RefinementCtx): void {
  const missing = (path: keyof AccountChoice, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.accountType === 'team' && !value.teamName) missing('teamName', 'teamNameInvalid');
  if (value.accountType === 'business') {
    if (!value.businessName) missing('businessName', 'businessNameInvalid');
    if (!value.businessType) missing('businessType', 'businessTypeRequired');
    if (!value.estimatedRevenue) missing('estimatedRevenue', 'revenueTypeRequired');
  }
}

/**
 * POST /auth/register. Payees choose an account type and an occupation; payers need neither and
 * any account fields they send are ignored.
 */
export const registerBody = z
  .object({
    userType: z.enum(USER_TYPES, { error: 'userTypeInvalid' }),
    ...accountChoiceFields,
    firstName: firstNameField,
    lastName: lastNameField,
    fullName: fullNameField.optional(),
    username: usernameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    occupation: occupationField.optional(),
    currency: currencyField.default(DEFAULT_CURRENCY),
    lang: languageField.default(FALLBACK_LANGUAGE),
    profileImg: profileImgField.optional(),
    fcmToken: fcmTokenField,
    /** Sign-up through a team's join link (/joinTeam): the account becomes a member awaiting approval. */
    teamCode: teamCodeField.optional(),
  })
  .superRefine((value, ctx) => {
    if (!passwordsMatch(value)) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordNotMatched' });
    }
    if (value.teamCode !== undefined && value.userType !== 'payee') {
      ctx.addIssue({ code: 'custom', path: ['teamCode'], message: 'teamJoinNotAllowed' });
    }
    if (value.userType !== 'payee') return;
    if (!value.accountType && value.teamCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['accountType'], message: 'accountTypeInvalid' });
    }
    // An occupation is a person's (SPEC 1's list of services): a business is not asked for one.
    if (!value.occupation && value.accountType !== 'business') {
      ctx.addIssue({ code: 'custom', path: ['occupation'], message: 'occupationRequired' });
    }
    requireAccountDetails(value, ctx);
  });
export type RegisterInput = z.input<typeof registerBody>;
export type RegisterBody = z.output<typeof registerBody>;

/** POST /auth/login: `email` holds the e-mail address or the user name. */
export const loginBody = z.object({
  email: z
    .string({ error: 'emailInvalid' })
    .trim()
    .toLowerCase()
    .min(1, 'emailInvalid')
    .max(254, 'emailInvalid'),
  password: loginPasswordField,
  fcmToken: fcmTokenField,
});
export type LoginBody = z.output<typeof loginBody>;

/** POST /auth/get-otp, /auth/resendOTP, /auth/forgot-password. */
export const emailBody = z.object({ email: emailField });
export type EmailBody = z.output<typeof emailBody>;

/** POST /auth/verifyOTP and /auth/verify-password-otp. */
export const verifyCodeBody = z.object({ email: emailField, otp: otpField });
export type VerifyCodeBody = z.output<typeof verifyCodeBody>;

/**
 * POST /auth/verifyOTP. With the signUpToken that registration answered, a verified sign-up is
 * signed in at once (the answer carries the session, as a login does).
 */
export const verifyEmailBody = verifyCodeBody.extend({
  signUpToken: z.string().trim().max(200).optional(),
});
export type VerifyEmailInput = z.input<typeof verifyEmailBody>;
export type VerifyEmailBody = z.output<typeof verifyEmailBody>;

const matchingPasswords = { message: 'passwordNotMatched', path: ['confirmPassword'] };

/** POST /auth/reset-password, with the resetToken that verify-password-otp returned. */
export const resetPasswordBody = z
  .object({
    resetToken: z
      .string({ error: 'resetTokenInvalid' })
      .trim()
      .min(1, 'resetTokenInvalid')
      .max(200, 'resetTokenInvalid'),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, matchingPasswords);
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

/** PUT /auth/changesPassword (signed in). */
export const changePasswordBody = z
  .object({
    oldPassword: loginPasswordField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, matchingPasswords);
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

const idTokenField = z
  .string({ error: 'googleTokenInvalid' })
  .trim()
  .min(1, 'googleTokenInvalid')
  .max(8192, 'googleTokenInvalid');

/** POST /auth/initial-social-login: who the Google token names, before any account exists. */
export const initialSocialLoginBody = z.object({ idToken: idTokenField });

/**
 * POST /auth/social-login. userType and the account fields only matter when the Google account
 * has no OpenTip account yet (default: a tip giver).
 */
export const socialLoginBody = z
  .object({
    idToken: idTokenField,
    fcmToken: fcmTokenField,
    userType: z.enum(USER_TYPES, { error: 'userTypeInvalid' }).optional(),
    /** The app's language, kept for a new account (its mails are written in it); an existing one keeps its own. */
    lang: languageField.optional(),
    ...accountChoiceFields,
  })
  .superRefine((value, ctx) => {
    if (value.userType === 'payee') requireAccountDetails(value, ctx);
  });
export type SocialLoginBody = z.output<typeof socialLoginBody>;

/** data.user as before, and the grant to send back with the e-mail code. */
export const registerData = userData.extend({ signUpToken: z.string() });
export const registerResponse = envelope(registerData);
/** data is empty after an old client's verification, the session after a sign-up's own. */
export const verifyEmailData = sessionData.partial();
export const verifyEmailResponse = envelope(verifyEmailData);
/** A session, or for an administrator the second step of signing in (admin-auth.schema.ts). */
export const loginResponse = envelope(z.union([sessionData, adminSecondFactorStepData]));
export const messageResponse = envelope(emptyData);
export const resetGrantResponse = envelope(z.object({ resetToken: z.string() }));
export const accessTokenResponse = envelope(z.object({ accessToken: z.string() }));
/** Who a Google token names, and whether an OpenTip account is theirs already. */
export const initialSocialLoginData = z.object({
  exists: z.boolean(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type InitialSocialLoginData = z.infer<typeof initialSocialLoginData>;
export const initialSocialLoginResponse = envelope(initialSocialLoginData);
