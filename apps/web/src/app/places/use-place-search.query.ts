import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, placeSearchData } from '@opentip/shared/schemas/business.schema';
import { apiRequest } from '@/app/api/api-client';

export const PLACE_SEARCH_QUERY_KEY = ['places', 'search'] as const;

export function searchPlaces(query: string) {
  return apiRequest(`/places/search?q=${encodeURIComponent(query)}`, { schema: placeSearchData });
}

/** GET /places/search for a (debounced) text; idle until it has at least two characters. */
export function usePlaceSearchQuery(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: [...PLACE_SEARCH_QUERY_KEY, text],
    queryFn: async () => (await searchPlaces(text)).data,
    enabled: text.length >= PLACE_QUERY_MIN,
    // The previous results stay while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
