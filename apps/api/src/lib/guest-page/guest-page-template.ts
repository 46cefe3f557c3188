import { createHash } from 'node:crypto';
import type { GuestPageOutput } from '@opentip/shared/guest-page';
import { escapeHtml, isStylesheet, tagsNamed } from './guest-page-html.ts';

const ROOT_OPEN = '<div id="root">';
const ROOT_MARKER = '<!--guest-root-->';
const HEAD_MARKER = '<!--guest-head-->';

export interface GuestTemplate {
  /** The CSP source that allows exactly the inlined <style>, e.g. 'sha256-…'. */
  styleSource: string;
  fill(output: GuestPageOutput): string;
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function required(index: number, what: string): number {
  if (index < 0) throw new Error(`guest.html has no ${what}`);
  return index;
}

/**
 * The stylesheets a built page links, read once and put inline as one <style> where the first
 * <link> was: the first paint then needs no second request. CSP allows that <style> by its hash.
 */
function inlineStylesheets(html: string, readStylesheet: (href: string) => string) {
  const links = tagsNamed(html, 'link').filter(isStylesheet);
  const css = links.map((link) => readStylesheet(link.attributes.href!)).join('\n');
  // Our own build's CSS; a "</style" in it would end the element early.
  if (/<\/style/i.test(css)) throw new Error('a guest stylesheet contains "</style"');
  const styleSource = sha256Source(css);
  let out = html;
  for (const [i, link] of [...links.entries()].reverse()) {
    out = out.slice(0, link.start) + (i === 0 ? `<style>${css}</style>` : '') + out.slice(link.end);
  }
  return { html: links.length > 0 ? out : html, styleSource };
}

/**
 * Reads the built guest.html once (at start-up) and cuts it where each request's parts go, so
 * filling it is a handful of string joins: <html lang dir>, <title>, the page data right before
 * <div id="root"> and the server-rendered markup inside it.
 */
export function prepareGuestTemplate(
  templateHtml: string,
  readStylesheet: (href: string) => string,
): GuestTemplate {
  const { html, styleSource } = inlineStylesheets(templateHtml.replace(HEAD_MARKER, ''), readStylesheet);
  const [htmlTag] = tagsNamed(html, 'html');
  if (!htmlTag) throw new Error('guest.html has no <html> tag');
  const { lang: _lang, dir: _dir, ...otherAttributes } = htmlTag.attributes;
  const keptAttributes = Object.entries(otherAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const titleStart = required(html.indexOf('<title>', htmlTag.end), '<title> after <html>');
  const titleEnd = required(html.indexOf('</title>', titleStart), '</title>') + '</title>'.length;
  const rootStart = required(html.indexOf(ROOT_OPEN, titleEnd), `${ROOT_OPEN} after </title>`);
  const markerStart = required(html.indexOf(ROOT_MARKER, rootStart), `${ROOT_MARKER} inside ${ROOT_OPEN}`);

  const beforeHtml = html.slice(0, htmlTag.start);
  const headToTitle = html.slice(htmlTag.end, titleStart);
  const titleToRoot = html.slice(titleEnd, rootStart);
  const rootOpen = html.slice(rootStart, markerStart);
  const afterRoot = html.slice(markerStart + ROOT_MARKER.length);

  return {
    styleSource,
    fill(output) {
      // The renderer promises JSON safe inside <script>; a "<" left over would be a way out of it.
      const data = output.dataJson.replaceAll('<', '\\u003c');
      return (
        `${beforeHtml}<html lang="${escapeHtml(output.lang)}" dir="${output.dir === 'rtl' ? 'rtl' : 'ltr'}"${keptAttributes}>` +
        `${headToTitle}<title>${escapeHtml(output.title)}</title>${titleToRoot}` +
        `<script type="application/json" id="guest-data">${data}</script>` +
        `${rootOpen}${output.rootHtml}${afterRoot}`
      );
    },
  };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * CSP sources for the style="" attributes of server-rendered markup (React writes a `style` prop
 * as one): the browser hashes each value as parsed, so entities are decoded first. Only these exact
 * values are then allowed, through style-src-attr 'unsafe-hashes', never any other inline style.
 */
export function styleAttributeSources(markup: string): string[] {
  const values = new Set<string>();
  for (const match of markup.matchAll(/\sstyle="([^"]*)"/g))
    values.add(match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
  return [...values].map(sha256Source);
}

/**
 * The app's Content-Security-Policy for the guest page: style-src allows the inlined <style> by
 * its hash instead of 'unsafe-inline', and style-src-attr only the page's own style attributes.
 */
export function withStyleHash(policy: string, styleSource: string, attributeSources: string[] = []): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d.split(/\s+/)[0] !== 'style-src-attr');
  const styleAt = directives.findIndex((d) => d.split(/\s+/)[0] === 'style-src');
  const sources = styleAt >= 0 ? directives[styleAt]!.split(/\s+/).slice(1) : ["'self'"];
  const style = ['style-src', ...sources.filter((s) => s !== "'unsafe-inline'"), styleSource].join(' ');
  if (styleAt >= 0) directives[styleAt] = style;
  else directives.push(style);
  if (attributeSources.length > 0)
    directives.push(['style-src-attr', "'unsafe-hashes'", ...attributeSources].join(' '));
  return directives.join(';');
}
