import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF, SVG, exifHasGps, jpegWithGps, solidImage } from './testing/images.ts';
import { fileForm, multipartForm, type FormPart } from './testing/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Uploads are limited per address (20 a minute): each test speaks from its own.
let lastOctet = 0;
const nextIp = () => `192.0.2.${++lastOctet}`;

function upload(
  form: { payload: Buffer; headers: Record<string, string> },
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/upload',
    payload: form.payload,
    headers: { ...form.headers, ...extra },
    remoteAddress: nextIp(),
  });
}

async function uploadedImage(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return { res, bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}

describe('POST /user/upload', () => {
  it('stores a photo as WebP served at data.url, for visitors and signed-in users alike', async () => {
    const jpeg = await solidImage(300, 200).jpeg().toBuffer();
    const res = await upload(fileForm(jpeg));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'file uploaded successfully' });
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await uploadedImage(url);
    expect(served.res.headers['content-type']).toBe('image/webp');
    expect(served.meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(served.meta.exif).toBeUndefined();

    const { token } = await createUser(t.database.db);
    const signedIn = await upload(fileForm(jpeg), bearer(token));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.url).not.toBe(url);
  });

  it('removes EXIF (GPS position, camera, author) and turns the picture upright', async () => {
    const jpeg = await jpegWithGps(200, 100);
    const original = await sharp(jpeg).metadata();
    expect(exifHasGps(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);

    const res = await upload(fileForm(jpeg));
    expect(res.statusCode).toBe(200);
    const { bytes, meta } = await uploadedImage(res.json().data.url);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('Ana Example')).toBe(false);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    // Orientation 6 means the camera was held on its side: the stored image is already turned.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 100, height: 200 });
  });

  it('shrinks a large picture to fit 1024 × 1024 and never enlarges a small one', async () => {
    const large = await upload(
      fileForm(await solidImage(3000, 1500).png().toBuffer(), 'big.png', 'image/png'),
    );
    expect(large.statusCode).toBe(200);
    expect((await uploadedImage(large.json().data.url)).meta).toMatchObject({ width: 1024, height: 512 });

    const small = await upload(fileForm(await solidImage(64, 48).webp().toBuffer(), 'a.webp', 'image/webp'));
    expect(small.statusCode).toBe(200);
    expect((await uploadedImage(small.json().data.url)).meta).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', 'just some text, not a picture'],
    ['an SVG (it can carry script)', 'logo.svg', 'image/svg+xml', SVG],
    ['a PDF', 'scan.pdf', 'application/pdf', PDF],
  ])('refuses %s with 400', async (_what, filename, type, content) => {
    const res = await upload(fileForm(content, filename, type));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FILE_NOT_IMAGE',
      message: 'The file is not a supported image (JPEG, PNG or WebP).',
    });
  });

  it('refuses a GIF and a TIFF even though they are pictures', async () => {
    for (const bytes of [
      await solidImage(20, 20).gif().toBuffer(),
      await solidImage(20, 20).tiff().toBuffer(),
    ]) {
      const res = await upload(fileForm(bytes, 'photo.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('FILE_NOT_IMAGE');
    }
  });

  it('refuses a JPEG whose content is cut off or corrupt, without a server error', async () => {
    const jpeg = await solidImage(400, 300).jpeg().toBuffer();
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(200, 0x55)]);
    const res = await upload(fileForm(broken));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_NOT_IMAGE');
  });

  it('refuses a small file that would decode to a huge image (decompression bomb)', async () => {
    const bomb = await solidImage(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(fileForm(bomb, 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
    expect(res.json().message).toMatch(/too large in width and height/);
  });

  it('refuses a file over 5 MB with 413 and says what the limit is', async () => {
    const jpeg = await solidImage(100, 100).jpeg().toBuffer();
    const oversize = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await upload(fileForm(oversize));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The image is too large. The limit is 5 MB.',
    });
  });

  const withoutFile: [string, FormPart[]][] = [
    ['only a text field', [{ name: 'note', content: 'hello' }]],
    ['a file under another field name', [{ name: 'photo', filename: 'a.jpg', content: 'x' }]],
    ['an empty file', [{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', content: '' }]],
  ];
  it.each(withoutFile)('asks for a picture when the form has %s', async (_what, parts) => {
    const res = await upload(multipartForm(parts));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_REQUIRED', message: 'Please select an image' });
  });

  it('asks for a picture when the request is not a form at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/upload',
      payload: { file: 'data:image/png;base64,AAAA' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_REQUIRED', message: 'Please select an image' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    [
      'a body cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    ],
    ['garbage', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])('answers a broken form (%s) with 400, not a server error', async (_what, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/upload',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MULTIPART_INVALID',
      message: 'Some of the information sent is not valid.',
    });
  });

  it('allows 20 uploads a minute from one address, then answers 429', async () => {
    const ip = nextIp();
    const form = multipartForm([{ name: 'note', content: 'x' }]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/upload',
        payload: form.payload,
        headers: form.headers,
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
