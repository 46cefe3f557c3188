import type { PlaceDirectory } from '../src/integrations/places/place-directory.ts';
import { createLocalPlaceDirectory } from '../src/integrations/places/local-place-directory.ts';

/**
 * The local catalogue for tests, which a test can take down (Google unreachable: every call fails
 * as a timeout would) and ask which languages it was searched in.
 */
export function testPlaceDirectory() {
  const local = createLocalPlaceDirectory();
  const state = { down: false, languages: [] as string[] };
  const unreachable = () => Promise.reject(new Error('ETIMEDOUT'));
  const places: PlaceDirectory = {
    kind: 'local',
    search: (query, language) => {
      state.languages.push(language);
      return state.down ? unreachable() : local.search(query, language);
    },
    details: (placeId, language) => (state.down ? unreachable() : local.details(placeId, language)),
  };
  return { places, state };
}
