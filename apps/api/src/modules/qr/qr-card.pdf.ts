import PDFDocument from 'pdfkit';
import { QUIET_ZONE, qrMatrix } from './qr-code.service.ts';
import type { CardLabels } from './qr-labels.ts';
import { fontFor } from '../../lib/pdf/pdf-fonts.ts';
import { writeLine } from '../../lib/pdf/pdf-line.ts';

export interface QrCard {
  link: string;
  name: string;
  uniqueId: string;
  photo: Buffer | null;
}

const MM = 72 / 25.4;
/** ISO 216 A6 portrait, in points: a table card or a badge. */
const A6: [number, number] = [105 * MM, 148 * MM];
const TEAL = '#0f766e';
const INK = '#0f172a';
const MUTED = '#52607a';

function drawQr(doc: PDFKit.PDFDocument, link: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(link);
  const module = size / (matrix.length + 2 * QUIET_ZONE);
  doc.rect(x, y, size, size).fill('#ffffff');
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + QUIET_ZONE) * module, y + (r + QUIET_ZONE) * module, module, module);
    }),
  );
  doc.fill('#000000');
}

/** An A6 card to print: brand, photo, name, the code and the unique ID to type when scanning fails. */
export function qrCardPdf(card: QrCard, labels: CardLabels): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A6,
    margin: 0,
    info: {
      Title: `${labels.title} ${card.uniqueId}`,
      Author: 'OpenTip',
      Subject: card.link,
      Keywords: card.uniqueId,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const [width] = A6;
  const centre = { width, align: 'center' as const };
  doc.rect(0, 0, width, 54).fill(TEAL);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text('OpenTip', 0, 12, centre);
  doc.fontSize(10);
  writeLine(doc, labels.scanToTip, 36, { left: 0, width, align: 'center' });

  let y = 68;
  if (card.photo) {
    const d = 58;
    doc
      .save()
      .circle(width / 2, y + d / 2, d / 2)
      .clip();
    doc.image(card.photo, width / 2 - d / 2, y, { width: d, height: d });
    doc.restore();
    y += d + 8;
  }
  if (fontFor(card.name)) {
    doc.fillColor(INK).fontSize(15);
    writeLine(doc, card.name, y, { left: 16, width: width - 32, align: 'center', bold: true });
    y += 24;
  }
  const qrSize = card.photo ? 176 : 206;
  drawQr(doc, card.link, (width - qrSize) / 2, y, qrSize);
  y += qrSize + 6;
  doc.fillColor(MUTED).fontSize(9);
  writeLine(doc, labels.uniqueId, y, { left: 0, width, align: 'center' });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(card.uniqueId, 0, y + 14, { ...centre, characterSpacing: 3 });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(7)
    .text(card.link, 12, A6[1] - 20, { width: width - 24, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
