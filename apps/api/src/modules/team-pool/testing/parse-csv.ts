import { expect } from 'vitest';

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(file: string): string[][] {
  // A leading byte-order mark says "UTF-8"; it is not part of the first cell.
  const text = file.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  expect(row).toEqual([]); // the file ends with a line break
  expect(cell).toBe('');
  return rows;
}
