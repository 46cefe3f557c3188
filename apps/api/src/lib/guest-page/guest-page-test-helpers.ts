import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GuestPageInput, GuestPageOutput } from '@opentip/shared/guest-page';
import type { GuestPageBuild } from './guest-page-build.ts';

/** A built guest.html as the web build writes it: markers, entry script, preload and stylesheet. */
export const FAKE_TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <!--guest-head-->
    <title>OpenTip</title>
    <script type="module" crossorigin src="/guest/assets/guest-AbCd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/guest/assets/react-EfGh5678.js">
    <link rel="stylesheet" crossorigin href="/guest/assets/guest-AbCd1234.css">
  </head>
  <body>
    <div id="root"><!--guest-root--></div>
  </body>
</html>
`;
export const FAKE_CSS = '.guest-page{color:#123456}.amount{display:grid}';
export const FAKE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(FAKE_CSS).digest('base64')}'`;
export const FAKE_INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">
</head><body><div id="root"></div></body></html>`;

/** A style attribute as React writes one (entities and all), and the CSP source of its value. */
const AVATAR = '<span class="avatar" style="inline-size:44px;font-family:&quot;A&quot;"></span>';
export const AVATAR_STYLE_SOURCE = `'sha256-${createHash('sha256').update('inline-size:44px;font-family:"A"').digest('base64')}'`;

/** What the fake renderer makes of an input: enough to see each part land in its place. */
export function fakeRender(input: GuestPageInput): GuestPageOutput {
  const name = input.payee?.username ?? 'nobody';
  return {
    lang: input.language,
    dir: input.language === 'ar' ? 'rtl' : 'ltr',
    title: input.payee ? `Tip ${name} & co` : 'Receiver not found',
    rootHtml: `<main class="guest-page"><h1>${name}</h1><p>lang:${input.language}</p>${input.payee ? AVATAR : ''}</main>`,
    dataJson: JSON.stringify({ payeeCode: input.payeeCode, payee: input.payee }).replaceAll('<', '\\u003c'),
  };
}

/** A build whose renderer records every input it is given. */
export function fakeBuild(overrides: Partial<GuestPageBuild> = {}) {
  const inputs: GuestPageInput[] = [];
  const build: GuestPageBuild = {
    templateHtml: FAKE_TEMPLATE,
    readStylesheet: (href) => {
      if (href !== '/guest/assets/guest-AbCd1234.css') throw new Error(`unexpected stylesheet ${href}`);
      return FAKE_CSS;
    },
    render: (input) => {
      inputs.push(input);
      return fakeRender(input);
    },
    fullApp: { scripts: ['/assets/index-AbCd1234.js'], styles: ['/assets/index-AbCd1234.css'] },
    ...overrides,
  };
  return { build, inputs };
}

/** A web dist directory with only the SPA's index.html (no guest build). */
export function spaOnlyDist(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'opentip-guest-')), 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), FAKE_INDEX);
  return dist;
}

/** A full web build on disk: dist with guest.html and its CSS, and dist-ssr with a renderer module. */
export function fullDist(): string {
  const dist = spaOnlyDist();
  mkdirSync(join(dist, 'guest', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'guest', 'guest.html'), FAKE_TEMPLATE);
  writeFileSync(join(dist, 'guest', 'assets', 'guest-AbCd1234.css'), FAKE_CSS);
  writeFileSync(join(dist, 'guest', 'assets', 'guest-AbCd1234.js'), 'console.log("guest")');
  mkdirSync(join(dist, '..', 'dist-ssr'));
  writeFileSync(
    join(dist, '..', 'dist-ssr', 'guest-server.js'),
    `export function renderGuestPage(input) {
      return { lang: input.language, dir: 'ltr', title: 'From disk',
        rootHtml: '<p>rendered from disk for ' + (input.payee ? input.payee.username : 'nobody') + '</p>',
        dataJson: JSON.stringify({ fullApp: input.fullApp }) };
    }\n`,
  );
  return dist;
}
