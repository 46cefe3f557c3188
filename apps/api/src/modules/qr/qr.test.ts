import { inflateSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createDiskImageStore, type ImageStore } from '../../integrations/storage/image-store.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PUBLIC_URL = 'https://tips.example.test';

/** Reads a PNG the way a phone camera would: pixels in, text out. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The text a PDF draws: its Flate streams inflated, hex strings of TJ operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      text += inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      // Not a Flate stream (an image, a font): nothing drawn as text.
    }
  }
  // [<4d61> 15 <726961> 0] TJ: kerned pieces of one line, joined back.
  const lines = [...text.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array = '']) =>
    [...array.matchAll(/<([0-9a-f]*)>/gi)]
      .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'))
      .join(''),
  );
  return lines.join('\n');
}

describe("GET /user/qr-code: the receiver's own QR identity", () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof createUser>>;
  let link: string;
  const uploads = mkdtempSync(join(tmpdir(), 'opentip-qr-'));
  const images: ImageStore = createDiskImageStore(uploads);
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL }, deps: { images } });
    me = await createUser(t.database.db, { firstName: 'Maria', lastName: 'López', fullName: null });
    link = `${PUBLIC_URL}/tip-receiver-details/${me.user.payeeCode}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  const get = (query: string, token: string | null = me.token) =>
    t.app.inject({ url: `/api/v1/user/qr-code${query}`, headers: token ? bearer(token) : {} });

  it('answers the link the code encodes, with the unique ID and the payee code', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: { qr: { link, payeeCode: me.user.payeeCode, uniqueId: me.user.uniqueId } },
    });
  });

  it('gives a large PNG with high error correction that a scanner reads as the tip link', async () => {
    const res = await get('?format=png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-qr-${me.user.uniqueId}.png"`,
    );
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(1200);
    expect(meta.width).toBe(meta.height);
    expect(await decodeQr(res.rawPayload)).toBe(link);
  });

  it('still scans with a patch over its middle (high error correction)', async () => {
    const png = (await get('?format=png')).rawPayload;
    const { width = 0 } = await sharp(png).metadata();
    const patch = await sharp({
      create: {
        width: Math.round(width * 0.22),
        height: Math.round(width * 0.22),
        channels: 3,
        background: '#777',
      },
    })
      .png()
      .toBuffer();
    const stained = await sharp(png)
      .composite([{ input: patch, left: Math.round(width * 0.4), top: Math.round(width * 0.4) }])
      .png()
      .toBuffer();
    expect(await decodeQr(stained)).toBe(link);
  });

  it('gives a print-ready SVG in millimetres', async () => {
    const res = await get('?format=svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-qr-${me.user.uniqueId}.svg"`,
    );
    expect(res.body.startsWith('<?xml')).toBe(true);
    expect(res.body).toMatch(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="60mm" height="60mm" viewBox="0 0 \d+ \d+"/,
    );
    expect(res.body).toContain(`<desc>${link}</desc>`);
    // The vector renders back to the same code.
    const png = await sharp(res.rawPayload, { density: 300 }).png().toBuffer();
    expect(await decodeQr(png)).toBe(link);
  });

  it('gives an A6 PDF card with the name, the unique ID and the link', async () => {
    const res = await get('?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-qr-${me.user.uniqueId}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/MediaBox \[0 0 297\.6\d* 419\.5\d*\]/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(me.user.uniqueId);
    expect(text).toContain('Maria L');
    expect(text).toContain(link);
  });

  it("prints the receiver's photo when there is one, and the card in their language", async () => {
    const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#c08040' } })
      .webp()
      .toBuffer();
    const withPhoto = await createUser(t.database.db, {
      profileImg: await images.save(photo, 'webp'),
      lang: 'fr',
    });
    const res = await get('?format=pdf', withPhoto.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfText(res.rawPayload)).toContain('Identifiant unique');
    expect(pdfText((await get('?format=pdf&lang=de', withPhoto.token)).rawPayload)).toContain(
      'Eindeutige ID',
    );
  });

  it('prints the card without a photo whose file is missing or hosted elsewhere', async () => {
    for (const profileImg of [
      '/uploads/' + 'f'.repeat(32) + '.webp',
      'https://lh3.googleusercontent.com/a/photo',
    ]) {
      await t.database.db.update(users).set({ profileImg }).where(eq(users.id, me.user.id));
      const res = await get('?format=pdf');
      expect(res.statusCode).toBe(200);
      expect(pdfText(res.rawPayload)).toContain(me.user.uniqueId);
      expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/user/qr-code'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'lang']),
    );
  });

  it('is refused without a valid token, and for an unknown format', async () => {
    for (const query of ['', '?format=png', '?format=svg', '?format=pdf']) {
      const res = await get(query, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Please log in to continue.',
      });
    }
    expect((await get('?format=png', 'not-a-token')).statusCode).toBe(401);
    expect((await get('?format=gif')).statusCode).toBe(400);
  });
});
