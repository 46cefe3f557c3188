import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { createConfiguredPlaceDirectory } from './configured-place-directory.ts';
import {
  createGooglePlaceDirectory,
  DETAILS_FIELD_MASK,
  SEARCH_FIELD_MASK,
} from './google-place-directory.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for places.googleapis.com answering Google's documented JSON. */
describe('the Google Places adapter', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const logged: object[] = [];
  const directory = () =>
    createGooglePlaceDirectory({
      apiKey: 'test-key',
      baseUrl,
      log: { error: (details) => logged.push(details) },
    });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    logged.length = 0;
  });

  const googleError = (code: number, status: string) => ({
    status: code,
    body: { error: { code, message: `${status} from Google`, status } },
  });

  it('searches with Text Search: key, field mask, query, language and five results', async () => {
    answer = {
      status: 200,
      body: {
        places: [
          {
            id: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
            displayName: { text: 'Google Workshop', languageCode: 'en' },
            formattedAddress: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
            location: { latitude: -33.866489, longitude: 151.1958561 },
          },
          { id: 'ChIJ2', displayName: { text: 'No address yet' } },
        ],
      },
    };
    const places = await directory().search('workshop sydney', 'fr');
    expect(places).toEqual([
      {
        placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
        name: 'Google Workshop',
        address: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
        location: { lat: -33.866489, lng: 151.1958561 },
      },
      { placeId: 'ChIJ2', name: 'No address yet', address: '' },
    ]);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/places:searchText');
    expect(request?.headers['x-goog-api-key']).toBe('test-key');
    expect(request?.headers['x-goog-fieldmask']).toBe(SEARCH_FIELD_MASK);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      textQuery: 'workshop sydney',
      languageCode: 'fr',
      pageSize: 5,
    });
  });

  it('answers no places when Google finds none (an empty object)', async () => {
    answer = { status: 200, body: {} };
    expect(await directory().search('zzzz qqqq', 'en')).toEqual([]);
  });

  it('reads Place Details with its rating, count and reviews', async () => {
    answer = {
      status: 200,
      body: {
        id: 'ChIJ/odd id',
        displayName: { text: 'Hotel Aurora', languageCode: 'en' },
        formattedAddress: '12 Sheikh Zayed Road, Dubai',
        location: { latitude: 25.2048, longitude: 55.2708 },
        rating: 4.6,
        userRatingCount: 1284,
        reviews: [
          {
            name: 'places/ChIJ/reviews/1',
            relativePublishTimeDescription: 'a month ago',
            rating: 5,
            text: { text: 'Spotless rooms.', languageCode: 'en' },
            originalText: { text: 'Spotless rooms.', languageCode: 'en' },
            authorAttribution: { displayName: 'Layla H.', uri: 'https://www.google.com/maps/contrib/1' },
            publishTime: '2026-10-02T09:15:00Z',
          },
          { name: 'places/ChIJ/reviews/2', rating: 3, publishTime: '2026-09-01T10:00:00Z' },
        ],
      },
    };
    const place = await directory().details('ChIJ/odd id', 'ar');
    expect(place).toEqual({
      placeId: 'ChIJ/odd id',
      name: 'Hotel Aurora',
      address: '12 Sheikh Zayed Road, Dubai',
      location: { lat: 25.2048, lng: 55.2708 },
      rating: 4.6,
      reviewCount: 1284,
      reviews: [
        { author: 'Layla H.', rating: 5, text: 'Spotless rooms.', publishedAt: '2026-10-02T09:15:00Z' },
        { author: '', rating: 3, text: '', publishedAt: '2026-09-01T10:00:00Z' },
      ],
    });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/v1/places/ChIJ%2Fodd%20id?languageCode=ar');
    expect(request?.headers['x-goog-api-key']).toBe('test-key');
    expect(request?.headers['x-goog-fieldmask']).toBe(DETAILS_FIELD_MASK);
  });

  it('answers null for a place Google does not know', async () => {
    answer = googleError(404, 'NOT_FOUND');
    expect(await directory().details('ChIJgone', 'en')).toBeNull();
    answer = googleError(400, 'INVALID_ARGUMENT');
    expect(await directory().details('not-an-id', 'en')).toBeNull();
    expect(logged).toEqual([]);
  });

  it.each([
    ['a refused key', googleError(403, 'PERMISSION_DENIED')],
    ['a spent quota', googleError(429, 'RESOURCE_EXHAUSTED')],
    ['an outage', googleError(503, 'UNAVAILABLE')],
    ['an unexpected answer', { status: 200, body: { places: 'many' } }],
  ])('turns %s into a logged 503', async (_case, failure) => {
    answer = failure;
    const error = await directory()
      .search('aurora', 'en')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, key: 'placesUnreachable' });
    expect(logged).toHaveLength(1);
  });

  it('turns an unreachable Google into a 503', async () => {
    const offline = createGooglePlaceDirectory({
      apiKey: 'test-key',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      log: { error: (details) => logged.push(details) },
    });
    await expect(offline.details('ChIJ1', 'en')).rejects.toMatchObject({ status: 503 });
    expect(logged).toHaveLength(1);
  });
});

describe('the configured place directory', () => {
  it('is Google Places with GOOGLE_MAPS_API_KEY, the local catalogue without', () => {
    const withKey = loadConfig({ NODE_ENV: 'test', GOOGLE_MAPS_API_KEY: 'a-key' });
    expect(createConfiguredPlaceDirectory(withKey).kind).toBe('google');
    expect(createConfiguredPlaceDirectory(loadConfig({ NODE_ENV: 'test' })).kind).toBe('local');
  });
});
