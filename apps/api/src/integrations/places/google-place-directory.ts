import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Place, PlaceDetails, PlaceDirectory } from './place-directory.ts';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com/v1';
/** Google bills by the fields asked for: only what search results and details show. */
export const SEARCH_FIELD_MASK = 'places.id,places.displayName,places.formattedAddress,places.location';
export const DETAILS_FIELD_MASK = 'id,displayName,formattedAddress,location,rating,userRatingCount,reviews';
const RESULTS = 5;
const TIMEOUT_MS = 5000;

// Google's documented Place shape (places.googleapis.com/v1), only the fields of the masks above.
const googlePlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  reviews: z
    .array(
      z.object({
        rating: z.number().optional(),
        text: z.object({ text: z.string() }).optional(),
        authorAttribution: z.object({ displayName: z.string().optional() }).optional(),
        publishTime: z.string().optional(),
      }),
    )
    .optional(),
});
type GooglePlace = z.infer<typeof googlePlace>;
const searchResponse = z.object({ places: z.array(googlePlace).optional() });
const errorResponse = z.object({ error: z.object({ status: z.string().optional() }) });

export interface GooglePlaceDirectoryOptions {
  apiKey: string;
  /** Injected so tests answer from a local server; the global fetch otherwise. */
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Where a refused key or an outage is reported: the person only sees "try again". */
  log?: { error(details: object, message: string): void };
}

const unavailable = (cause: unknown) => new AppError(503, 'PLACES_UNREACHABLE', 'placesUnreachable', cause);

function toPlace(place: GooglePlace): Place {
  return {
    placeId: place.id,
    name: place.displayName?.text ?? '',
    address: place.formattedAddress ?? '',
    ...(place.location ? { location: { lat: place.location.latitude, lng: place.location.longitude } } : {}),
  };
}

function toDetails(place: GooglePlace): PlaceDetails {
  return {
    ...toPlace(place),
    ...(place.rating === undefined ? {} : { rating: place.rating }),
    ...(place.userRatingCount === undefined ? {} : { reviewCount: place.userRatingCount }),
    reviews: (place.reviews ?? []).map((review) => ({
      author: review.authorAttribution?.displayName ?? '',
      rating: review.rating ?? 0,
      text: review.text?.text ?? '',
      publishedAt: review.publishTime ?? '',
    })),
  };
}

/** Google Places API (New): Text Search for the place search, Place Details for one place. */
export function createGooglePlaceDirectory(options: GooglePlaceDirectoryOptions): PlaceDirectory {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? GOOGLE_PLACES_URL;

  /** Google's JSON, or null for a place Google does not know; anything else it cannot serve is a 503. */
  async function call(url: string, init: RequestInit, fieldMask: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: {
          ...init.headers,
          'X-Goog-Api-Key': options.apiKey,
          'X-Goog-FieldMask': fieldMask,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      options.log?.error({ err: error }, 'Google Places cannot be reached');
      throw unavailable(error);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return body;
    const status = errorResponse.safeParse(body).data?.error.status;
    // An unknown id (404) or one Google cannot read (400 INVALID_ARGUMENT): no such place.
    if (response.status === 404 || status === 'NOT_FOUND' || status === 'INVALID_ARGUMENT') return null;
    // A refused key (403 PERMISSION_DENIED), a quota (429) or an outage (5xx): the operator must know.
    options.log?.error({ httpStatus: response.status, googleStatus: status }, 'Google Places refused a call');
    throw unavailable(new Error(`Google Places answered ${response.status} ${status ?? ''}`));
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    options.log?.error({ issues: parsed.error.issues }, 'Google Places answered an unexpected shape');
    throw unavailable(parsed.error);
  }

  return {
    kind: 'google',
    async search(query, language) {
      const body = await call(
        `${baseUrl}/places:searchText`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ textQuery: query, languageCode: language, pageSize: RESULTS }),
        },
        SEARCH_FIELD_MASK,
      );
      if (body === null) return [];
      return (parse(searchResponse, body).places ?? []).map(toPlace);
    },
    async details(placeId, language) {
      const url = `${baseUrl}/places/${encodeURIComponent(placeId)}?languageCode=${encodeURIComponent(language)}`;
      const body = await call(url, { method: 'GET' }, DETAILS_FIELD_MASK);
      return body === null ? null : toDetails(parse(googlePlace, body));
    },
  };
}
