import type { PlaceSearchData } from '@opentip/shared/schemas/business.schema';
import type { PlaceDirectory } from '../../integrations/places/place-directory.ts';
import { AppError } from '../../lib/app-error.ts';

/** An outage of the directory is a 503 the person can retry, never a 500. */
export const placesUnreachable = (cause?: unknown) =>
  new AppError(503, 'PLACES_UNREACHABLE', 'placesUnreachable', cause);

export async function searchPlaces(
  places: PlaceDirectory,
  options: { query: string; language: string },
): Promise<PlaceSearchData> {
  try {
    return { places: await places.search(options.query, options.language), source: places.kind };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw placesUnreachable(error);
  }
}
