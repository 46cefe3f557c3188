import type { PlaceDetails, PlaceDirectory } from './place-directory.ts';
import { LOCAL_PLACES } from './local-places.ts';

/**
 * The directory used without GOOGLE_MAPS_API_KEY: a fixed catalogue of sample venues, searched by
 * words of their name and address, so development and tests find places the way Google would.
 */
export function createLocalPlaceDirectory(places: readonly PlaceDetails[] = LOCAL_PLACES): PlaceDirectory {
  return {
    kind: 'local',
    async search(query) {
      const words = normalise(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      return places
        .filter((place) => {
          const text = normalise(`${place.name} ${place.address}`);
          return words.every((word) => text.includes(word));
        })
        .slice(0, 5)
        .map(({ placeId, name, address, location }) => ({ placeId, name, address, location }));
    },
    async details(placeId) {
      return places.find((place) => place.placeId === placeId) ?? null;
    },
  };
}

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
