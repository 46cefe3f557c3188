import type { PlaceDetails } from './place-directory.ts';

/** Sample venues of the local place directory (development and tests); ids shaped like Google's. */
export const LOCAL_PLACES: readonly PlaceDetails[] = [
  {
    placeId: 'ChIJlocalAuroraHotelDubai01',
    name: 'Hotel Aurora',
    address: '12 Sheikh Zayed Road, Dubai, United Arab Emirates',
    location: { lat: 25.2048, lng: 55.2708 },
    rating: 4.6,
    reviewCount: 1284,
    reviews: [
      {
        author: 'Layla H.',
        rating: 5,
        text: 'Spotless rooms and the kindest housekeeping team.',
        publishedAt: '2026-10-02T09:15:00Z',
      },
      {
        author: 'Tom B.',
        rating: 4,
        text: 'Great breakfast, the lobby can get busy.',
        publishedAt: '2026-09-18T18:40:00Z',
      },
    ],
  },
  {
    placeId: 'ChIJlocalBistroLumiereParis02',
    name: 'Bistro Lumière',
    address: '8 Rue de Rivoli, 75004 Paris, France',
    location: { lat: 48.8556, lng: 2.3601 },
    rating: 4.4,
    reviewCount: 532,
    reviews: [
      {
        author: 'Camille R.',
        rating: 5,
        text: 'Service attentionné, le serveur nous a conseillé un vin parfait.',
        publishedAt: '2026-11-01T20:05:00Z',
      },
    ],
  },
  {
    placeId: 'ChIJlocalGreenValleyGolf03',
    name: 'Green Valley Golf Club',
    address: '400 Fairway Drive, Scottsdale, AZ 85255, United States',
    location: { lat: 33.6846, lng: -111.8955 },
    rating: 4.7,
    reviewCount: 311,
    reviews: [],
  },
  {
    placeId: 'ChIJlocalOldTownToursBerlin04',
    name: 'Old Town Walking Tours',
    address: 'Alexanderplatz 1, 10178 Berlin, Germany',
    location: { lat: 52.5219, lng: 13.4132 },
    rating: 4.9,
    reviewCount: 2045,
    reviews: [
      {
        author: 'Jonas K.',
        rating: 5,
        text: 'Our guide made three hours fly by.',
        publishedAt: '2026-08-21T11:30:00Z',
      },
    ],
  },
  {
    placeId: 'ChIJlocalTrattoriaSoleRome05',
    name: 'Trattoria del Sole',
    address: 'Via del Corso 101, 00186 Roma, Italy',
    location: { lat: 41.9028, lng: 12.4964 },
    rating: 4.3,
    reviewCount: 876,
    reviews: [],
  },
  {
    placeId: 'ChIJlocalCasaMarMadrid06',
    name: 'Casa del Mar',
    address: 'Calle de Alcalá 45, 28014 Madrid, Spain',
    location: { lat: 40.4168, lng: -3.7038 },
    rating: 4.5,
    reviewCount: 402,
    reviews: [],
  },
];
