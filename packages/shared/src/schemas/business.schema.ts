import { z } from 'zod';
import { businessTypeField, revenueTypeField } from '../validation.ts';
import { UPLOADED_IMAGE_PATH } from './users-api.schema.ts';

export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 120;
export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_ADDRESS_MAX = 300;

/** A place from the place directory (Google Places, or the local catalogue without a key). */
export const place = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
export type Place = z.infer<typeof place>;

/** GET /places/search?q=: free text, 2 to 120 characters. */
export const placeSearchQuery = z.object({
  q: z
    .string({ error: 'placeQueryInvalid' })
    .trim()
    .min(PLACE_QUERY_MIN, 'placeQueryInvalid')
    .max(PLACE_QUERY_MAX, 'placeQueryInvalid'),
});

export const placeSearchData = z.object({
  places: z.array(place),
  /** Which directory answered: 'local' is the sample catalogue used without GOOGLE_MAPS_API_KEY. */
  source: z.enum(['google', 'local']),
});
export type PlaceSearchData = z.infer<typeof placeSearchData>;

/** A business's details as its owner reads and edits them. */
export const businessDetails = z.object({
  id: z.string(),
  name: z.string(),
  businessType: z.string(),
  estimatedRevenue: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  /** The Google place id when the address was picked from the place search; null when typed. */
  placeId: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetails>;
export const businessData = z.object({ business: businessDetails });

export const businessIdParams = z.object({ id: z.string() });

const placeIdField = z
  .string({ error: 'placeIdRequired' })
  .trim()
  .min(1, 'placeIdRequired')
  .max(300, 'placeIdRequired');

/**
 * PUT /business/{id}: the whole form. The logo is the url POST /user/upload answered (or the current
 * one, or null to remove it). The address is typed (placeId null) or a place picked from
 * /places/search (placeId set; the server checks it with the directory and keeps its address).
 */
export const updateBusinessBody = z.object({
  name: z
    .string({ error: 'businessNameInvalid' })
    .trim()
    .min(1, 'businessNameInvalid')
    .max(BUSINESS_NAME_MAX, 'businessNameInvalid'),
  businessType: businessTypeField,
  estimatedRevenue: revenueTypeField,
  logo: z.string({ error: 'logoInvalid' }).max(300, 'logoInvalid').nullable(),
  address: z
    .string({ error: 'addressInvalid' })
    .trim()
    .max(BUSINESS_ADDRESS_MAX, 'addressInvalid')
    .nullable()
    .transform((v) => (v ? v : null)),
  placeId: placeIdField.nullable(),
});
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

/** Logos are pictures this server re-encoded (POST /user/upload). */
export const isUploadedImage = (url: string) => UPLOADED_IMAGE_PATH.test(url);
