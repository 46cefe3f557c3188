/** Just enough HTML reading for our own build's files: tags and their attributes, no full parser. */

export interface HtmlTag {
  /** Where the tag starts and ends (exclusive) in the document. */
  start: number;
  end: number;
  attributes: Record<string, string>;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** Every opening tag of that name, in document order. */
export function tagsNamed(html: string, name: string): HtmlTag[] {
  const pattern = new RegExp(`<${name}(?=[\\s>/])([^>]*)>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    attributes: attributesOf(match[1] ?? ''),
  }));
}

export const isStylesheet = (tag: HtmlTag) =>
  (tag.attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
  Boolean(tag.attributes.href);

/** The entry of a built page: its module scripts' src and stylesheets' href (for `fullApp`). */
export function entryOf(html: string): { scripts: string[]; styles: string[] } {
  return {
    scripts: tagsNamed(html, 'script')
      .filter((tag) => tag.attributes.type === 'module' && tag.attributes.src)
      .map((tag) => tag.attributes.src!),
    styles: tagsNamed(html, 'link')
      .filter(isStylesheet)
      .map((tag) => tag.attributes.href!),
  };
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for an element's content or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => TEXT_ESCAPES[c]!);
