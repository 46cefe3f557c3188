import type { Config } from '../../config.ts';
import { createLocalPlaceDirectory } from './local-place-directory.ts';
import type { PlaceDirectory } from './place-directory.ts';

/** Google Places when GOOGLE_MAPS_API_KEY is set, the local catalogue otherwise. */
export function createConfiguredPlaceDirectory(config: Config): PlaceDirectory {
  if (config.GOOGLE_MAPS_API_KEY) {
    // TODO(places helper): return createGooglePlaceDirectory({ apiKey: config.GOOGLE_MAPS_API_KEY });
  }
  return createLocalPlaceDirectory();
}
