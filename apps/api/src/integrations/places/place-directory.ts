/** A place as a search result or a business's address: Google's place id, name and address. */
export interface Place {
  placeId: string;
  name: string;
  address: string;
  location?: { lat: number; lng: number };
}

/** One public review of a place, as the directory returns it. */
export interface PlaceReview {
  author: string;
  rating: number;
  text: string;
  publishedAt: string;
}

export interface PlaceDetails extends Place {
  /** The place's overall rating and count on the directory, when it has any. */
  rating?: number;
  reviewCount?: number;
  /** The few most relevant reviews the directory gives (Google gives at most five). */
  reviews: PlaceReview[];
}

/**
 * Where places are looked up: Google Places (GOOGLE_MAPS_API_KEY) or the local catalogue that
 * serves development and tests. Business addresses and the Google review connection both use it.
 */
export interface PlaceDirectory {
  kind: 'google' | 'local';
  /** Places matching free text ("Hotel Aurora Dubai"), best first; [] when nothing matches. */
  search(query: string, language: string): Promise<Place[]>;
  /** One place by id, or null when the directory does not know it. */
  details(placeId: string, language: string): Promise<PlaceDetails | null>;
}

/** Google's documented link that opens the "write a review" dialog for a place. */
export function googleReviewLink(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}
