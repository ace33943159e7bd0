// A variant's page (domain/template/variant-page.ts): the variant's values over the template's defaults, an asset's
// value as the address the renderer serves it at, an empty value leaving the default standing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDefaultValues, WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import { variantPage } from '../../domain/template/variant-page';
import { fromRoot } from '../../runtime/paths';

const assetUrl = (assetId: string) => `/.assets/${assetId}`;
const text = (value: string) => ({ value, assetId: null });
const page =
  '<html><head><script type="application/json" id="defaultValues">{"headline": "Sale", "hero": "hero.svg"}</script></head><body></body></html>';
const rewritten = (html: string, values: Parameters<typeof variantPage>[1]) => {
  const result = variantPage(html, values, assetUrl);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const defaultsOf = (html: string) => {
  const parsed = parseDefaultValues(html);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('variantPage', () => {
  it("writes the variant's values over the defaults and keeps the defaults it has no value for", () =>
    expect(defaultsOf(rewritten(page, { headline: text('Winter sale') }))).toEqual({
      headline: 'Winter sale',
      hero: 'hero.svg',
    }));

  it("serves an asset's value from the renderer's address for it, whatever the value's text", () =>
    expect(defaultsOf(rewritten(page, { hero: { value: 'beach.jpg', assetId: 'a-42' } }))).toEqual({
      headline: 'Sale',
      hero: '/.assets/a-42',
    }));

  it('leaves the default standing for an empty value, and the page untouched with nothing to write', () => {
    expect(rewritten(page, { headline: text('') })).toBe(page);
    expect(rewritten(page, {})).toBe(page);
  });

  it('adds a field the defaults do not name, and a block to a page without one', () => {
    expect(defaultsOf(rewritten(page, { price: text('9.99') }))).toEqual({
      headline: 'Sale',
      hero: 'hero.svg',
      price: '9.99',
    });
    expect(defaultsOf(rewritten('<html><head></head></html>', { headline: text('New') }))).toEqual({
      headline: 'New',
    });
  });

  it('keeps a value from closing the block early', () => {
    const html = rewritten(page, { headline: text('</script><script>alert(1)</script>') });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(defaultsOf(html).headline).toBe('</script><script>alert(1)</script>');
  });

  it('rewrites the demo banner (docs/templates.md) and leaves the rest of its page as it was', () => {
    const demo = readFileSync(fromRoot('demo', 'template-files', '300x250-Summer sale', 'index.html'), 'utf8');
    const html = rewritten(demo, { headline: text('Autumn deals'), cta: text('Buy now') });
    expect(defaultsOf(html)).toMatchObject({ headline: 'Autumn deals', cta: 'Buy now', hero: 'hero.svg' });
    const outside = (h: string) => h.replace(/<script[^>]*id="defaultValues"[^>]*>[\s\S]*?<\/script>/, '');
    expect(outside(html)).toBe(outside(demo));
  });

  it(`refuses a defaultValues block that is no JSON object: '${WRONG_DEFAULT_VALUES}'`, () =>
    expect(
      variantPage('<script type="application/json" id="defaultValues">[1]</script>', { a: text('x') }, assetUrl),
    ).toEqual({ ok: false, error: WRONG_DEFAULT_VALUES }));
});
