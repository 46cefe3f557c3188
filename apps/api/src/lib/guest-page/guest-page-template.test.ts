import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareGuestTemplate, styleAttributeSources, withStyleHash } from './guest-page-template.ts';
import { FAKE_TEMPLATE } from './guest-page-test-helpers.ts';

const output = {
  lang: 'ar',
  dir: 'rtl' as const,
  title: 'A <b> title',
  rootHtml: '<p>hi</p>',
  dataJson: '{}',
};

describe('the guest template', () => {
  it('puts several stylesheets into one <style>, in order, and hashes exactly its text', () => {
    const html = FAKE_TEMPLATE.replace(
      '</head>',
      '<link href="/guest/assets/more-AbCd1234.css" rel="stylesheet"></head>',
    ).replace('<html lang="en" dir="ltr">', '<html class="no-js" lang="en" dir="ltr">');
    const css: Record<string, string> = {
      '/guest/assets/guest-AbCd1234.css': 'a{color:red}',
      '/guest/assets/more-AbCd1234.css': 'b{color:blue}',
    };
    const template = prepareGuestTemplate(html, (href) => css[href]!);
    const page = template.fill(output);
    expect(page).toContain('<style>a{color:red}\nb{color:blue}</style>');
    expect(page.match(/<style>/g)).toHaveLength(1);
    const hash = createHash('sha256').update('a{color:red}\nb{color:blue}').digest('base64');
    expect(template.styleSource).toBe(`'sha256-${hash}'`);
    expect(page).toContain('<html lang="ar" dir="rtl" class="no-js">');
    expect(page).toContain('<title>A &lt;b&gt; title</title>');
  });

  it('keeps the data inside its <script> whatever the renderer gives', () => {
    const template = prepareGuestTemplate(FAKE_TEMPLATE, () => '');
    const page = template.fill({ ...output, dataJson: '{"name":"</script><script>alert(1)</script>"}' });
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });

  it('refuses a template without its markers, so a broken build fails at start-up', () => {
    expect(() => prepareGuestTemplate(FAKE_TEMPLATE.replace('<!--guest-root-->', ''), () => '')).toThrow(
      /<!--guest-root-->/,
    );
    expect(() => prepareGuestTemplate(FAKE_TEMPLATE.replace(/<title>.*<\/title>/, ''), () => '')).toThrow(
      /<title>/,
    );
    expect(() => prepareGuestTemplate(FAKE_TEMPLATE, () => 'a{content:"</style>"}')).toThrow(/<\/style/);
  });

  it('hashes each distinct style attribute value as the browser reads it', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const markup = '<p style="a:1"><i style="a:1"></i><b style="content:&quot;&amp;&#x27;&quot;"></b></p>';
    expect(styleAttributeSources(markup)).toEqual([sha('a:1'), sha(`content:"&'"`)]);
    expect(styleAttributeSources('<p data-style="a:1">style="x"</p>')).toEqual([]);
    expect(withStyleHash("style-src 'self';style-src-attr 'none'", "'sha256-x'", ["'sha256-y'"])).toBe(
      "style-src 'self' 'sha256-x';style-src-attr 'unsafe-hashes' 'sha256-y'",
    );
  });

  it("swaps only style-src's 'unsafe-inline' for the hash", () => {
    const policy = "default-src 'self';style-src 'self' 'unsafe-inline' https://a.test;script-src 'self'";
    expect(withStyleHash(policy, "'sha256-x'")).toBe(
      "default-src 'self';style-src 'self' https://a.test 'sha256-x';script-src 'self'",
    );
  });
});
