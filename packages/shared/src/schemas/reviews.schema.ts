import { z } from 'zod';
import { sessionUser } from './user.schema.ts';

/** GET /transactionfeedback/reviews answers this many feedback entries per page. */
export const REVIEWS_PAGE_SIZE = 20;

const day = z
  .string({ error: 'dateInvalid' })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'dateInvalid');

/**
 * GET /transactionfeedback/reviews: the caller's feedback, or with teamId the feedback on every tip
 * given through a team the caller owns or administers. from/to are whole UTC days, both included.
 */
export const reviewsQuery = z
  .object({
    rating: z.coerce
      .number({ error: 'ratingInvalid' })
      .int('ratingInvalid')
      .min(1, 'ratingInvalid')
      .max(5, 'ratingInvalid')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    withComment: z
      .enum(['true', 'false'], { error: 'invalidRequest' })
      .transform((v) => v === 'true')
      .optional(),
    teamId: z.string({ error: 'teamNotFound' }).uuid('teamNotFound').optional(),
    page: z.coerce
      .number({ error: 'invalidRequest' })
      .int('invalidRequest')
      .min(1, 'invalidRequest')
      .max(100_000, 'invalidRequest')
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'dateRangeInvalid', path: ['from'] });
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

export const reviewEntry = z.object({
  id: z.string(),
  transactionId: z.string(),
  rating: z.number().int(),
  /** Keys of CANNED_COMMENTS. */
  cannedComments: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** The tip the feedback is about, in minor units of its currency. */
  amount: z.number().int(),
  currency: z.string(),
  /** The signed-in giver's user name; null for a guest. */
  giverUsername: z.string().nullable(),
  /** Who was tipped (in a team's list, which member or the team's own account). */
  receiver: z.object({ id: z.string(), username: z.string() }),
});
export type ReviewEntry = z.infer<typeof reviewEntry>;

export const reviewsData = z.object({
  reviews: z.array(reviewEntry),
  /** Over all the feedback of the receiver or team, whatever the filters: SPEC 4's rule. */
  summary: z.object({ rating: z.number(), reviewsCount: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many entries the filters match. */
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewsData = z.infer<typeof reviewsData>;

/** POST /transactionfeedback/userGoogleData */
export const googlePlaceBody = z.object(
  {
    placeId: z
      .string({ error: 'placeIdRequired' })
      .trim()
      .min(1, 'placeIdRequired')
      .max(300, 'placeNotFound')
      .regex(/^[\w-]+$/, 'placeNotFound'),
  },
  { error: 'placeIdRequired' },
);
export type GooglePlaceBody = z.infer<typeof googlePlaceBody>;

export const googleReview = z.object({
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  publishedAt: z.string(),
});

/** The connected place as Google shows it, with the link that opens Google's review dialog. */
export const googlePlace = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  reviews: z.array(googleReview),
  reviewLink: z.string(),
});
export type GooglePlace = z.infer<typeof googlePlace>;

/** GET /transactionfeedback/getGoogleReviews */
export const googleReviewsData = z.object({ place: googlePlace });
/** POST /transactionfeedback/userGoogleData */
export const googleConnectedData = z.object({ user: sessionUser, place: googlePlace });
/** GET /user/unlinkGoogleAccount */
export const googleUnlinkedData = z.object({ user: sessionUser });
