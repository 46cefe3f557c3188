import { inflateSync } from 'node:zlib';

/** The hex strings of one TJ array or Tj operand, as the text they draw (WinAnsi, Helvetica). */
function shownText(operand: string): string {
  const hex = [...operand.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
  return Buffer.from(hex, 'hex').toString('latin1');
}

/**
 * The text lines a pdfkit PDF draws in its standard fonts, in drawing order: each content stream
 * inflated and each text operation read. Enough to check what a statement prints; not a parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream read by its /Length: compressed bytes may end in "\r", which a pattern for the
  // line break before "endstream" would take away (one statement in a few hundred read as empty).
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1')).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const op of content.matchAll(/(\[[^\]]*\])\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      lines.push(shownText(op[1] ?? op[2] ?? ''));
    }
  }
  return lines;
}
