import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** WCAG 2.2 AA as axe-core tags it (issue 28). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
}

/** Waits for the page's running animations (not the endless ones) to end. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core on the page as it is now: injected once per document and run in it. (AxeBuilder from
 * `@axe-core/playwright` opens a second page for every check to merge frames' results, which
 * doubled the sweep's time; our screens have no frames of their own.) `include` limits the check to
 * a part of the page, e.g. an open dialog; without `tags` every rule runs.
 */
export async function axeResults(
  page: Page,
  options: { tags?: readonly string[]; include?: string } = {},
): Promise<AxeResults> {
  // Fades (dialogs, toasts) end first: a half-faded text would fail the contrast check.
  await animationsDone(page);
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ tags, include }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(include ? { include: [include] } : document, {
        iframes: false,
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
      });
    },
    { tags: options.tags ? [...options.tags] : undefined, include: options.include },
  );
}

/** The serious and critical violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(
  page: Page,
  label: string,
  options: { tags?: readonly string[]; include?: string } = { tags: WCAG_AA_TAGS },
): Promise<string[]> {
  const results = await axeResults(page, options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface Pass {
  lang: 'en' | 'ar';
  width: number;
}

/**
 * CI crosses the two widths with the two languages (English on the phone, Arabic on the desktop):
 * every screen is checked at both widths and in both languages in half the time of all four passes,
 * which the shared 2-core CI machine cannot afford. `A11Y_SWEEP=full` runs all four, as before a
 * release (docs/accessibility.md).
 */
const PASSES: readonly Pass[] =
  process.env.A11Y_SWEEP === 'full'
    ? [
        { lang: 'en', width: 375 },
        { lang: 'en', width: 1280 },
        { lang: 'ar', width: 375 },
        { lang: 'ar', width: 1280 },
      ]
    : [
        { lang: 'en', width: 375 },
        { lang: 'ar', width: 1280 },
      ];

/** Whether this language and width is one of the sweep's passes (for specs that visit screens themselves). */
export function sweptAt(lang: string, width: number): boolean {
  return PASSES.some((pass) => pass.lang === lang && pass.width === width);
}

/**
 * Every screen in each pass, in the one page (one sign-up per role): the language is switched by
 * its stored key, the width by the viewport. Collects every violation so one run lists them all.
 */
export async function sweep(page: Page, paths: readonly string[], prefix: string): Promise<void> {
  const found: string[] = [];
  for (const { lang, width } of PASSES) {
    await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const lines = await seriousViolations(page, `${prefix} ${lang} ${width} ${path}`);
      for (const line of lines) console.log(line);
      found.push(...lines);
    }
  }
  expect(found).toEqual([]);
}
