import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BUSINESS, createVerifiedUser, signInAs } from '../support/accounts';
import { checkScreen } from '../support/screens';

/**
 * A business opens /business-detail, uploads a logo, picks its address from the place search
 * (the local catalogue: no Google key in e2e), saves, reloads and finds both kept (375 px). With
 * BUSINESS_SCREENS_DIR set, the screen is saved at 375 and 1280 px in English and Arabic.
 */
const OUT = process.env.BUSINESS_SCREENS_DIR;
// A 2x2 PNG logo.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgL8sDIgYIBQAZJgPNYghy3gAAAABJRU5ErkJggg==',
  'base64',
);
const AURORA = 'Hotel Aurora, 12 Sheikh Zayed Road, Dubai, United Arab Emirates';

test('a business saves its details with a logo and an address picked from the place search', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { session } = await createVerifiedUser(request, 'bizdetail', BUSINESS);
  await signInAs(page, session, '/business-detail');
  await expect(page.getByRole('heading', { name: 'Business details' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Blue Lagoon Golf');

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByText('Change picture')).toBeVisible();
  await page.getByLabel('Business name').fill('Aurora Rooftop');
  await page.getByLabel('Estimated yearly revenue').selectOption('1mTo10m');
  await page.getByLabel('Find your business').fill('Aurora');
  await page.getByRole('button', { name: /Hotel Aurora/ }).click();
  await expect(page.getByText(AURORA)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Aurora Rooftop');
  await expect(page.getByLabel('Estimated yearly revenue')).toHaveValue('1mTo10m');
  await expect(page.getByText(AURORA)).toBeVisible();
  await expect(page.locator('.image-picker img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  const logo = await page.locator('.image-picker img').getAttribute('src');
  const served = await request.get(logo ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
});

/** A logo and a picked place saved through the API, so the screenshots show a filled form. */
async function fillDetails(request: APIRequestContext, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const mine = await request.get('/api/v1/business/mine', { headers: auth });
  const { business } = ((await mine.json()) as { data: { business: { id: string } } }).data;
  const upload = await request.post('/api/v1/user/upload', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO } },
  });
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  const saved = await request.put(`/api/v1/business/${business.id}`, {
    headers: auth,
    data: {
      name: 'Blue Lagoon Golf',
      businessType: 'corporation',
      estimatedRevenue: 'under100k',
      logo: url,
      address: null,
      placeId: 'ChIJlocalAuroraHotelDubai01',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`business details screen fits: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      const tag = `${lang}-${viewport.name}`;
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);

      const check = (name: string) => checkScreen(page, { lang, tag, name, out: OUT, fullPage: true });

      const { session } = await createVerifiedUser(request, 'bizshot', BUSINESS);
      await fillDetails(request, session.accessToken);
      await signInAs(page, session, '/business-detail');
      await expect(page.locator('.business-address__picked')).toBeVisible();
      await check('saved');

      await page.locator('.business-address__picked button').click();
      await page.locator('.place-search input').fill('Aurora');
      await expect(page.locator('.place-search__result')).toHaveCount(1);
      await check('search');

      await page.locator('.business-address__switch').click();
      await page.locator('.business-address input').fill('5 Harbour Street, Sydney NSW 2000');
      await page.locator('.business-page input[autocomplete="organization"]').fill('');
      await page.locator('.business-page button[type="submit"]').click();
      await expect(page.locator('.field__error')).toHaveCount(1);
      await check('manual');
    });
  }
}
