import { z } from 'zod';
import { BUSINESS_TYPES, LANGUAGES, OCCUPATIONS, REVENUE_TYPES } from './occupations.ts';
import { isCurrencyCode } from './currencies.ts';

/** Field rules of SPEC 5. Messages are keys of MESSAGES (shared/messages.ts). */
const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const PASSWORD_MIN_LENGTH = 8;
export const UNIQUE_ID_MAX_DIGITS = 8;
export const OTP_LENGTH = 5;

export const firstNameField = required('firstNameRequired').max(60, 'firstNameRequired');
export const lastNameField = required('lastNameRequired').max(60, 'lastNameRequired');
export const fullNameField = required('nameInvalid').max(120, 'nameInvalid');
export const usernameField = required('userNameRequired')
  .max(30, 'userNameRequired')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'userNameRequired');
export const emailField = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'emailInvalid' }).max(254, 'emailInvalid'));
/** E.164: a leading plus, a country code and at most 15 digits in all. */
export const phoneField = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'phoneInvalid');
export const passwordField = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .max(128, 'passwordRules')
  .refine((v) => isStrongPassword(v), 'passwordRules');
export const loginPasswordField = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128);
export const otpField = z
  .string({ error: 'codeFormat' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'codeFormat');
export const occupationField = z.enum(OCCUPATIONS, { error: 'occupationRequired' });
export const businessTypeField = z.enum(BUSINESS_TYPES, { error: 'businessTypeRequired' });
export const revenueTypeField = z.enum(REVENUE_TYPES, { error: 'revenueTypeRequired' });
export const languageField = z.enum(LANGUAGES, { error: 'languageInvalid' });
export const currencyField = z
  .string({ error: 'currencyInvalid' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'currencyInvalid');
export const uniqueIdField = z
  .string({ error: 'uniqueIdRequired' })
  .trim()
  .min(1, 'uniqueIdRequired')
  .regex(new RegExp(`^\\d{1,${UNIQUE_ID_MAX_DIGITS}}$`), 'uniqueIdFormat');

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** Adds the "Password Not Matched" rule to an object with password and confirmPassword. */
export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}
