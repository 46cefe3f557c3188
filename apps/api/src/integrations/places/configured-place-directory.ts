import type { Config } from '../../config.ts';
import { createGooglePlaceDirectory, type GooglePlaceDirectoryOptions } from './google-place-directory.ts';
import { createLocalPlaceDirectory } from './local-place-directory.ts';
import type { PlaceDirectory } from './place-directory.ts';

/** Google Places when GOOGLE_MAPS_API_KEY is set, the local catalogue otherwise. */
export function createConfiguredPlaceDirectory(
  config: Config,
  log?: GooglePlaceDirectoryOptions['log'],
): PlaceDirectory {
  if (config.GOOGLE_MAPS_API_KEY) {
    return createGooglePlaceDirectory({ apiKey: config.GOOGLE_MAPS_API_KEY, ...(log ? { log } : {}) });
  }
  return createLocalPlaceDirectory();
}
