import { inflateSync } from 'node:zlib';

/** The hex strings of one TJ array or Tj operand, as the text they draw (WinAnsi, Helvetica). */
function shownText(operand: string): string {
  const hex = [...operand.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
  // WinAnsi is Latin-1 but for the euro sign (0x80).
  return Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x80', '€');
}

/** Every deflated stream of a pdfkit PDF, inflated (the pages' content among them). */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  // Each stream read by its /Length: compressed bytes may end in "\r", which a pattern for the
  // line break before "endstream" would take away (one statement in a few hundred read as empty).
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const stream = Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1');
      contents.push(inflateSync(stream).toString('latin1'));
    } catch {
      // An image or font stream that is not deflated text.
    }
  }
  return contents;
}

/**
 * The text lines a pdfkit PDF draws in its standard fonts, in drawing order: each content stream
 * inflated and each text operation read. Enough to check what a statement prints; not a parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const op of content.matchAll(/(\[[^\]]*\])\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      lines.push(shownText(op[1] ?? op[2] ?? ''));
    }
  }
  return lines;
}

/** A piece of text pdfkit drew and where it starts, in points from the page's left edge. */
export interface PlacedText {
  text: string;
  x: number;
}

/**
 * The pieces of text in drawing order with their x, for checking a layout's direction: an
 * Arabic page starts its lines at the right margin and puts its amounts at the left one. Text in
 * an embedded font (Arabic) reads as its glyph numbers, not its letters; its x is still right.
 */
export function pdfTextPlaces(pdf: Buffer): PlacedText[] {
  const placed: PlacedText[] = [];
  for (const content of contentStreams(pdf)) {
    for (const op of content.matchAll(
      /1 0 0 1 ([\d.-]+) [\d.-]+ Tm\s+\/\S+ [\d.]+ Tf\s+(\[[^\]]*\])\s*TJ/g,
    )) {
      placed.push({ text: shownText(op[2] ?? ''), x: Number(op[1]) });
    }
  }
  return placed;
}
