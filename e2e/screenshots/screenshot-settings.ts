/** Where the screenshot specs write their pictures (SCREENS_DIR), and the two widths they look at. */
export const SCREENS_OUT = process.env.SCREENS_DIR ?? '/tmp/screens';

/** A phone and a laptop. */
export const SCREEN_VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;
