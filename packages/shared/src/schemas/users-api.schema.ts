import { z } from 'zod';
import {
  firstNameField,
  fullNameField,
  languageField,
  lastNameField,
  occupationField,
  phoneField,
  usernameField,
  currencyField,
} from '../validation.ts';
import type { AccountType, AccountUserType } from './user.schema.ts';

/** Where an uploaded image is served: what POST /user/upload answers and profileImg accepts. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.(webp|png|jpg)$/;

/** POST /user/upload answers data.url: the path of the re-encoded WebP (same origin). */
export const uploadData = z.object({ url: z.string() });

/** :id of /user/update/{id} and /user/delete/{id}; anything but the caller's own id is "not found". */
export const userIdParams = z.object({ id: z.string() });

/**
 * SPEC 4: only tip givers and team members keep a location on their profile (the others
 * give theirs through their business or team).
 */
export function canSetProfileLocation(user: {
  userType: AccountUserType;
  accountType: AccountType | null;
}): boolean {
  return user.userType !== 'payee' || user.accountType === 'teamMember';
}

export const LOCATION_FIELDS = ['placeId', 'long', 'lat', 'address'] as const;

const longitude = z
  .number({ error: 'locationInvalid' })
  .min(-180, 'locationInvalid')
  .max(180, 'locationInvalid');
const latitude = z
  .number({ error: 'locationInvalid' })
  .min(-90, 'locationInvalid')
  .max(90, 'locationInvalid');

/** A position is both coordinates or neither: sent together, cleared together. */
function sameKind(a: number | null | undefined, b: number | null | undefined): boolean {
  const kind = (v: number | null | undefined) =>
    v === undefined ? 'absent' : v === null ? 'cleared' : 'set';
  return kind(a) === kind(b);
}

/**
 * POST /user/update/{id}: every field optional, only those sent change; null clears a clearable
 * one. Unknown fields (email, currency...) are ignored: they have endpoints of their own.
 */
export const updateUserBody = z
  .object(
    {
      username: usernameField,
      /** An /uploads/ path from POST /user/upload (or the current value unchanged); null removes it. */
      profileImg: z
        .string({ error: 'profileImageInvalid' })
        .trim()
        .max(2048, 'profileImageInvalid')
        .nullable(),
      firstName: firstNameField,
      lastName: lastNameField,
      fullName: fullNameField,
      phone: phoneField,
      occupation: occupationField.nullable(),
      lang: languageField,
      placeId: z
        .string({ error: 'locationInvalid' })
        .trim()
        .min(1, 'locationInvalid')
        .max(300, 'locationInvalid')
        .nullable(),
      long: longitude.nullable(),
      lat: latitude.nullable(),
      address: z
        .string({ error: 'addressInvalid' })
        .trim()
        .min(1, 'addressInvalid')
        .max(500, 'addressInvalid')
        .nullable(),
    },
    { error: 'invalidRequest' },
  )
  .partial()
  .refine((body) => sameKind(body.long, body.lat), { error: 'locationInvalid', path: ['lat'] });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** POST /user/update-default-currency */
export const updateCurrencyBody = z.object({ currency: currencyField }, { error: 'currencyInvalid' });
export type UpdateCurrencyBody = z.infer<typeof updateCurrencyBody>;

/** GET /currencies */
export const currencyInfo = z.object({
  code: z.string(),
  name: z.string(),
  minorUnits: z.number().int(),
  providers: z.array(z.string()),
});
export const currenciesData = z.object({ currencies: z.array(currencyInfo) });
export type CurrencyInfo = z.infer<typeof currencyInfo>;
