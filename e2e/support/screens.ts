import { expect, type Page } from '@playwright/test';

export interface ScreenCheck {
  lang: 'en' | 'ar';
  /** Language and width, e.g. "ar-375": the start of the picture's name. */
  tag: string;
  name: string;
  /** Where pictures go (the spec's *_SCREENS_DIR); none are taken without it. */
  out?: string;
  fullPage?: boolean;
}

/** The screen as a person sees it: in the language's direction, nothing wider than the screen. */
export async function checkScreen(page: Page, { lang, tag, name, out, fullPage }: ScreenCheck) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${tag} ${name} is wider than the screen`).toBeLessThanOrEqual(0);
  if (!out) return;
  // A full-page shot of a scrolled page draws the sticky header over the content.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${tag}-${name}.png`, fullPage });
}
