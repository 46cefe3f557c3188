import type { StationRow } from '../../db/schema/stations.ts';
import { qrCardPdf } from '../qr/qr-card.pdf.ts';
import { qrPng, qrSvg } from '../qr/qr-code.service.ts';
import { cardLabels } from '../qr/qr-labels.ts';

const CONTENT_TYPES = {
  png: 'image/png',
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
} as const;
type Format = keyof typeof CONTENT_TYPES;

/** The station's code as the personal QR is: a PNG, an SVG, or an A6 card with its name and code. */
export async function renderStationQr(options: {
  station: StationRow;
  link: string;
  format: Format;
  language: string;
}): Promise<{ contentType: string; body: Buffer; fileName: string }> {
  const { station, link, format } = options;
  const labels = cardLabels(options.language);
  const fileName = `opentip-station-${station.code.replace(/[^0-9A-Za-z]/g, '')}.${format}`;
  const contentType = CONTENT_TYPES[format];
  if (format === 'png') return { contentType, fileName, body: await qrPng(link) };
  if (format === 'svg')
    return { contentType, fileName, body: Buffer.from(qrSvg(link, `${labels.title} ${station.name}`)) };
  const body = await qrCardPdf({ link, name: station.name, uniqueId: station.code, photo: null }, labels);
  return { contentType, fileName, body };
}
