import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tags it (issue 28). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
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
