import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/businesses.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { testPlaceDirectory } from '../../../test/places-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF, jpegWithGps } from '../users/testing/images.ts';
import { fileForm } from '../users/testing/multipart.ts';

const AURORA = 'ChIJlocalAuroraHotelDubai01';
const AURORA_ADDRESS = 'Hotel Aurora, 12 Sheikh Zayed Road, Dubai, United Arab Emirates';

describe('business details', () => {
  let t: TestApp;
  const directory = testPlaceDirectory();
  beforeAll(async () => {
    t = await createTestApp({ deps: { places: directory.places } });
  });
  afterAll(() => t.close());

  async function newOwner(name = 'Aurora Café') {
    const { user, token } = await createUser(t.database.db, { userType: 'payee', accountType: 'business' });
    const [business] = await t.database.db
      .insert(businesses)
      .values({ ownerId: user.id, name, businessType: 'others', estimatedRevenue: 'under100k' })
      .returning();
    if (!business) throw new Error('business not created');
    return { user, token, id: business.id };
  }
  const get = (url: string, token?: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const put = (id: string, token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/business/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  let ip = 0;
  const upload = (content: Buffer | string) => {
    const form = fileForm(content);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/upload',
      payload: form.payload,
      headers: form.headers,
      remoteAddress: `198.51.100.${++ip}`,
    });
  };
  const form = {
    name: 'Aurora Rooftop',
    businessType: 'corporation',
    estimatedRevenue: '1mTo10m',
    logo: null,
    address: null,
    placeId: null,
  };

  it('shows the owner their business, at /business/mine and by id', async () => {
    const owner = await newOwner();
    const expected = {
      id: owner.id,
      name: 'Aurora Café',
      businessType: 'others',
      estimatedRevenue: 'under100k',
      logo: null,
      address: null,
      placeId: null,
    };
    const mine = await get('/business/mine', owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ success: true, data: { business: expected } });
    expect((await get(`/business/${owner.id}`, owner.token)).json().data.business).toEqual(expected);
  });

  it('saves a logo uploaded like a profile photo and a place picked from the search', async () => {
    const owner = await newOwner();
    const uploaded = await upload(await jpegWithGps(120, 80));
    expect(uploaded.statusCode).toBe(200);
    const logo: string = uploaded.json().data.url;

    const res = await put(owner.id, owner.token, {
      ...form,
      logo,
      placeId: AURORA,
      address: 'whatever the client says',
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      id: owner.id,
      name: 'Aurora Rooftop',
      businessType: 'corporation',
      estimatedRevenue: '1mTo10m',
      logo,
      address: AURORA_ADDRESS,
      placeId: AURORA,
    };
    expect(res.json()).toEqual({
      success: true,
      message: 'Business updated successfully',
      data: { business: saved },
    });
    expect((await get('/business/mine', owner.token)).json().data.business).toEqual(saved);

    // The form sent back unchanged keeps everything, without asking the directory again.
    directory.state.down = true;
    try {
      const again = await put(owner.id, owner.token, { ...form, logo, placeId: AURORA, address: null });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.business).toEqual(saved);
    } finally {
      directory.state.down = false;
    }
  });

  it('keeps a typed address without a place, and deletes a replaced logo', async () => {
    const owner = await newOwner();
    const first: string = (await upload(await jpegWithGps(60, 60))).json().data.url;
    const second: string = (await upload(await jpegWithGps(64, 64))).json().data.url;
    await put(owner.id, owner.token, { ...form, logo: first, placeId: AURORA, address: null });

    const res = await put(owner.id, owner.token, {
      ...form,
      logo: second,
      address: '  5 Harbour Street, Sydney  ',
      placeId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.business).toMatchObject({
      logo: second,
      address: '5 Harbour Street, Sydney',
      placeId: null,
    });
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);

    const cleared = await put(owner.id, owner.token, { ...form, logo: null, address: '' });
    expect(cleared.json().data.business).toMatchObject({ logo: null, address: null, placeId: null });
  });

  it('lets no business read or change another one', async () => {
    const owner = await newOwner('Mine');
    const other = await newOwner('Theirs');
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const read = await get(`/business/${id}`, owner.token);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ success: false, message: 'Business not found.' });
      expect((await put(id, owner.token, form)).statusCode).toBe(404);
    }
    const [theirs] = await t.database.db.select().from(businesses).where(eq(businesses.id, other.id));
    expect(theirs).toMatchObject({ name: 'Theirs', businessType: 'others', estimatedRevenue: 'under100k' });
  });

  it('refuses callers without a business account, and visitors', async () => {
    const owner = await newOwner();
    const { token } = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    for (const res of [
      await get('/business/mine', token),
      await get(`/business/${owner.id}`, token),
      await put(owner.id, token, form),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only business accounts can do this.');
    }
    expect((await get('/business/mine')).statusCode).toBe(401);
    expect((await put(owner.id, undefined, form)).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'Please enter valid business name'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'Please enter valid business name'],
    ['an unknown business type', { businessType: 'llc' }, 'Please select business type'],
    ['an unknown revenue band', { estimatedRevenue: 'lots' }, 'Please select revenue type'],
    ['a logo from elsewhere', { logo: 'https://example.com/logo.png' }, 'Please upload the logo again.'],
    ['an address over 300 characters', { address: 'a'.repeat(301) }, 'Please enter a valid address.'],
  ])('refuses %s with a clear message', async (_case, change, message) => {
    const owner = await newOwner();
    const res = await put(owner.id, owner.token, { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, owner.id));
    expect(row?.name).toBe('Aurora Café');
  });

  it('refuses a place the directory does not know, and answers 503 while it is down', async () => {
    const owner = await newOwner();
    const unknown = await put(owner.id, owner.token, { ...form, placeId: 'ChIJnowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This place was not found on Google. Please search for it again.');
    directory.state.down = true;
    try {
      const res = await put(owner.id, owner.token, { ...form, placeId: AURORA });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Google cannot be reached just now. Please try again in a moment.');
    } finally {
      directory.state.down = false;
    }
  });

  it('refuses a logo that is not a picture', async () => {
    const res = await upload(PDF);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The file is not a supported image (JPEG, PNG or WebP).',
    });
  });
});
