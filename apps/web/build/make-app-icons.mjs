// Draws the installable app's PNG icons from public/favicon.svg. Run by hand after the logo
// changes (node apps/web/build/make-app-icons.mjs); the PNGs are committed so a build needs no sharp.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const THEME = '#0f766e';
const svg = await readFile(`${publicDir}favicon.svg`);

async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`${publicDir}icons/${name}`);
}

// A maskable icon is cropped to a circle or squircle by the launcher: the tick stays inside the
// central 80 % safe zone on a full-bleed background of the theme colour.
async function maskable(size, name) {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(`${publicDir}icons/${name}`);
}

// iOS draws its own rounded corners and shows black behind transparency: a full square.
async function appleTouch(size, name) {
  await maskable(size, name);
}

await Promise.all([
  plain(192, 'icon-192.png'),
  plain(512, 'icon-512.png'),
  maskable(512, 'icon-maskable-512.png'),
  appleTouch(180, 'apple-touch-icon.png'),
]);
