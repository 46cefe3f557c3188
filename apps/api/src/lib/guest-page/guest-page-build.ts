import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GuestPageInput, GuestPageOutput } from '@opentip/shared/guest-page';
import { entryOf } from './guest-page-html.ts';

/** What the web build gives the server for the guest page (apps/web/dist and dist-ssr). */
export interface GuestPageBuild {
  /** dist/guest/guest.html as built, with its markers. */
  templateHtml: string;
  /** The text of a stylesheet the template links (by its href). */
  readStylesheet(href: string): string;
  render(input: GuestPageInput): GuestPageOutput | Promise<GuestPageOutput>;
  /** The full app's entry, read from dist/index.html. */
  fullApp: GuestPageInput['fullApp'];
}

declare module '../../app-deps.ts' {
  interface AppDeps {
    /** The guest page's build; when absent it is read from the web build beside WEB_DIST_DIR. */
    guestPage?: GuestPageBuild;
  }
}

/** A file under the dist directory named by an absolute URL path of our own build. */
function distFile(root: string, href: string): string {
  const path = resolve(root, `.${new URL(href, 'http://build.invalid').pathname}`);
  if (!path.startsWith(root + sep)) throw new Error(`${href} is outside the web build`);
  return path;
}

/**
 * Reads the guest page's build once at start-up; `missing` names what is not there (a dev server
 * or API tests without a web build), in which case the SPA's index.html serves the link as before.
 */
export async function loadGuestPageBuild(distDir: string): Promise<GuestPageBuild | { missing: string }> {
  const root = resolve(distDir);
  const files = {
    template: resolve(root, 'guest/guest.html'),
    renderer: resolve(root, '../dist-ssr/guest-server.js'),
    index: resolve(root, 'index.html'),
  };
  const missing = Object.values(files).filter((file) => !existsSync(file));
  if (missing.length > 0) return { missing: missing.join(', ') };
  const renderer = (await import(pathToFileURL(files.renderer).href)) as {
    renderGuestPage?: GuestPageBuild['render'];
  };
  if (typeof renderer.renderGuestPage !== 'function')
    return { missing: `renderGuestPage in ${files.renderer}` };
  return {
    templateHtml: readFileSync(files.template, 'utf8'),
    readStylesheet: (href) => readFileSync(distFile(root, href), 'utf8'),
    render: renderer.renderGuestPage,
    fullApp: entryOf(readFileSync(files.index, 'utf8')),
  };
}
