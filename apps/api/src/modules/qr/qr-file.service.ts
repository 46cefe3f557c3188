import type { UserRow } from '../../db/schema/users.ts';
import type { ImageStore } from '../../integrations/storage/image-store.ts';
import { qrCardPdf } from './qr-card.pdf.ts';
import type { QrFormat } from '@opentip/shared/schemas/qr.schema';
import { displayName, qrPng, qrSvg } from './qr-code.service.ts';
import { cardLabels } from './qr-labels.ts';
import { loadPhoto } from './qr-photo.ts';

const CONTENT_TYPES: Record<QrFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
};

/** The receiver's code as a file of the asked format. */
export async function renderQrFile(options: {
  format: QrFormat;
  link: string;
  user: UserRow;
  images: ImageStore;
  language: string;
}): Promise<{ contentType: string; body: Buffer }> {
  const { format, link, user } = options;
  const labels = cardLabels(options.language);
  const contentType = CONTENT_TYPES[format];
  if (format === 'png') return { contentType, body: await qrPng(link) };
  if (format === 'svg')
    return { contentType, body: Buffer.from(qrSvg(link, `${labels.title} ${user.uniqueId}`)) };
  const photo = await loadPhoto(options.images, user.profileImg);
  const body = await qrCardPdf({ link, name: displayName(user), uniqueId: user.uniqueId, photo }, labels);
  return { contentType, body };
}
