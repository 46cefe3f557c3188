import { z } from 'zod';
import { LANGUAGES } from '../occupations.ts';

export const QR_FORMATS = ['png', 'svg', 'pdf'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** GET /user/qr-code query. */
export const qrQuery = z.object({
  /** Omitted: the facts as JSON; png, svg or pdf: a file to save and print. */
  format: z.enum(['json', ...QR_FORMATS], { error: 'invalidRequest' }).default('json'),
  /** Language of the printed card (PDF); the receiver's own language by default. */
  lang: z.enum(LANGUAGES, { error: 'languageInvalid' }).optional(),
});

/** GET /user/qr-code as JSON: the public tip link the code encodes, and the IDs printed beside it. */
export const qrCodeData = z.object({
  qr: z.object({ link: z.string(), payeeCode: z.string(), uniqueId: z.string() }),
});
export type QrIdentity = z.infer<typeof qrCodeData>['qr'];
