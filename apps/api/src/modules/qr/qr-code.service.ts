import QRCode from 'qrcode';
import type { UserRow } from '../../db/schema/users.ts';

import type { QrFormat } from '@opentip/shared/schemas/qr.schema';

/**
 * High error correction (H, 30 %): a printed code still scans when creased, smudged or partly
 * covered by a table stand.
 */
const ERROR_CORRECTION = 'H';
/** Quiet zone in modules: the QR standard asks for 4. */
export const QUIET_ZONE = 4;
/** Smallest PNG side in pixels: 1200 px prints sharp at 300 dpi up to 10 cm wide. */
const MIN_PNG_SIDE = 1200;
/** The physical size an SVG opens at in print and design tools. */
const SVG_SIDE_MM = 60;

/** The address a giver's phone opens when scanning the receiver's code (the public tip path). */
export function tipLinkOf(publicUrl: string, payeeCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/tip-receiver-details/${encodeURIComponent(payeeCode)}`;
}

/** The dark modules of the code, as rows of booleans, without the quiet zone. */
export function qrMatrix(link: string): boolean[][] {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: ERROR_CORRECTION });
  const rows: boolean[][] = [];
  for (let y = 0; y < modules.size; y += 1) {
    const row: boolean[] = [];
    for (let x = 0; x < modules.size; x += 1) row.push(modules.get(x, y) === 1);
    rows.push(row);
  }
  return rows;
}

export async function qrPng(link: string): Promise<Buffer> {
  const modules = qrMatrix(link).length + 2 * QUIET_ZONE;
  // A whole number of pixels per module keeps every module edge sharp.
  const scale = Math.ceil(MIN_PNG_SIDE / modules);
  return QRCode.toBuffer(link, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    scale,
  });
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A vector code in physical units (mm), one path of module squares: scales to any print size. */
export function qrSvg(link: string, title: string): string {
  const matrix = qrMatrix(link);
  const side = matrix.length + 2 * QUIET_ZONE;
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_SIDE_MM}mm" height="${SVG_SIDE_MM}mm" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>${escapeXml(link)}</desc>`,
    `<rect width="${side}" height="${side}" fill="#ffffff"/>`,
    `<path fill="#000000" d="${path}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The name printed on the card: the person's full name when they gave one, else their user name. */
export function displayName(user: Pick<UserRow, 'fullName' | 'firstName' | 'lastName' | 'username'>): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p?.trim()));
  return user.fullName?.trim() || parts.join(' ') || user.username;
}

export function fileNameOf(uniqueId: string, format: QrFormat): string {
  return `opentip-qr-${uniqueId.replace(/[^0-9A-Za-z]/g, '')}.${format}`;
}
