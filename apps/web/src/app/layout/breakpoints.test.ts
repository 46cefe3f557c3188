import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** SPEC 2 (Layout): breakpoints 576, 768, 992, 1200, 1400 px. */
const SPEC_BREAKPOINTS = [576, 768, 992, 1200, 1400];

const SRC = join(import.meta.dirname, '../..');
const cssFiles = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));
const minWidthsIn = (css: string) =>
  [...css.matchAll(/@media[^{]*min-width:\s*(\d+)px/g)].map((match) => Number(match[1]));

describe("the screen's breakpoints (SPEC 2)", () => {
  it('uses every SPEC breakpoint and no other min-width', () => {
    const used = new Set(cssFiles.flatMap((file) => minWidthsIn(readFileSync(join(SRC, file), 'utf8'))));
    expect([...used].sort((a, b) => a - b)).toEqual(SPEC_BREAKPOINTS);
  });

  it('lets the layout change at 1400 px, after 768 and 1200', () => {
    const layout = readFileSync(join(SRC, 'app/layout/app-layout.css'), 'utf8');
    expect(minWidthsIn(layout)).toEqual([768, 1200, 1400]);
  });
});
