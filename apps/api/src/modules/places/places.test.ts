import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { testPlaceDirectory } from '../../../test/places-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /places/search', () => {
  let t: TestApp;
  const directory = testPlaceDirectory();
  beforeAll(async () => {
    t = await createTestApp({ deps: { places: directory.places } });
  });
  afterAll(() => t.close());

  const search = (q: string | undefined, token?: string) =>
    t.app.inject({
      url: '/api/v1/places/search',
      query: q === undefined ? {} : { q },
      headers: token ? bearer(token) : {},
    });

  it('finds places by words of their name and address, in the caller’s language', async () => {
    const { token } = await createUser(t.database.db, { lang: 'fr' });
    const res = await search('  aurora dubai ', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        source: 'local',
        places: [
          {
            placeId: 'ChIJlocalAuroraHotelDubai01',
            name: 'Hotel Aurora',
            address: '12 Sheikh Zayed Road, Dubai, United Arab Emirates',
            location: { lat: 25.2048, lng: 55.2708 },
          },
        ],
      },
    });
    expect(directory.state.languages.at(-1)).toBe('fr');
    expect((await search('nowhere at all', token)).json().data.places).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await search('aurora')).statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['one character', 'a'],
    ['only spaces', '    '],
    ['over 120 characters', 'a'.repeat(121)],
  ])('refuses a query %s with a clear message', async (_case, q) => {
    const { token } = await createUser(t.database.db);
    const res = await search(q, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Please enter 2 to 120 characters to search.',
    });
  });

  it('answers 503 with a retry message when the directory cannot be reached', async () => {
    const { token } = await createUser(t.database.db);
    directory.state.down = true;
    try {
      const res = await search('aurora', token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Google cannot be reached just now. Please try again in a moment.',
      });
    } finally {
      directory.state.down = false;
    }
  });
});
