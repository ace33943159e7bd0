// A template's edit (domain/template/edit.ts), resizing into new generations and changing a version's details in
// place (domain/template/decide.ts), with the spec's messages; a template in use refuses a change (the port's
// answer is a command argument, so the refusal is tested here by its unit).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import { WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import { applyTemplateEdit, parseNewDynamicFields } from '../../domain/template/edit';
import {
  ConceptTemplatesAggregate,
  decideTemplates,
  INVALID_FILE_FORMAT,
  type TemplateEvent,
  type TemplateVersionFacts,
} from '../../domain/template';
import { TEMPLATE_NAME_WRONG_FORMAT, TEMPLATE_SIZE_WRONG_FORMAT } from '../../domain/template/name';
import { spec } from '../support/given-when-then';

const templates = spec(ConceptTemplatesAggregate, decideTemplates);
const AT = '2026-11-23T05:00:00.000Z';
const files = (id: string) => ({
  storage: `templates/p1/c1/${id}`,
  entry: 'index.html',
  files: ['index.html', 'hero.png'],
});
const facts = (templateId: string, extra: Partial<TemplateVersionFacts> = {}): TemplateVersionFacts => ({
  conceptId: 'c1',
  templateId,
  partnerId: 'p1',
  generation: 1,
  version: 1,
  name: '300x250-Sale',
  title: 'Sale',
  size: '300x250',
  sizeGroup: '300x250',
  format: 'fixed',
  kind: 'html',
  formats: { display: ['300x250'], social: [], video: [] },
  suitableChannels: ['display'],
  dynamicFields: [],
  ...files(templateId),
  createdBy: 'u1',
  createdAt: AT,
  ...extra,
});
const uploaded = (templateId: string, extra: Partial<TemplateVersionFacts> = {}): TemplateEvent => ({
  type: 'TemplateUploaded',
  data: facts(templateId, extra),
});

describe('applyTemplateEdit', () => {
  const page =
    '<html><head><script type="application/json" id="defaultValues">{"headline": "Sale", "cta": "Buy"}</script></head><body></body></html>';
  const edited = (html: string, edit: Parameters<typeof applyTemplateEdit>[1]) => {
    const result = applyTemplateEdit(html, edit);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };

  it('replaces the named defaults in the block, keeps the others, and writes "<" so the block cannot be closed', () =>
    expect(edited(page, { newDynamicFields: { cta: '</script>', price: 9.5 } })).toBe(
      '<html><head><script type="application/json" id="defaultValues">{"headline":"Sale","cta":"\\u003c/script>","price":9.5}</script></head><body></body></html>',
    ));
  it('adds a defaultValues block to a page without one, at the end of <head>', () =>
    expect(edited('<html><head><title>x</title></head></html>', { newDynamicFields: { a: null } })).toBe(
      '<html><head><title>x</title><script type="application/json" id="defaultValues">{"a":null}</script></head></html>',
    ));
  it('keeps CSS as one <style id="editedCSS"> at the end of <head>, replacing an earlier one; an empty text removes it', () => {
    const once = edited(page, { editedCSS: 'a { color: red }' });
    expect(once).toContain('<style id="editedCSS">a { color: red }</style></head>');
    const twice = edited(once, { editedCSS: 'b{}</style><script>alert(1)</script>' });
    expect(twice.match(/<style/g)).toHaveLength(1);
    expect(twice).toContain('<style id="editedCSS">b{}<\\/style><script>alert(1)</script></style></head>');
    expect(edited(twice, { editedCSS: '' })).toBe(page);
  });
  it('puts what it adds after <html> or the doctype when there is no head', () =>
    expect(edited('<!doctype html><p>x</p>', { editedCSS: 'p{}' })).toBe(
      '<!doctype html><style id="editedCSS">p{}</style><p>x</p>',
    ));
  it(`refuses new defaults into a block that is no JSON object: '${WRONG_DEFAULT_VALUES}'`, () =>
    expect(
      applyTemplateEdit('<script type="application/json" id="defaultValues">[1]</script>', {
        newDynamicFields: { a: 1 },
      }),
    ).toEqual({ ok: false, error: WRONG_DEFAULT_VALUES }));
  it.each(['[]', '{"a": {}}', '{"a": [1]}', 'nope', 'null'])(
    `refuses new dynamic fields %s: '${WRONG_DEFAULT_VALUES}'`,
    (text) => expect(parseNewDynamicFields(text)).toEqual({ ok: false, error: WRONG_DEFAULT_VALUES }),
  );
  it('reads new dynamic fields of strings, numbers, booleans and nulls', () =>
    expect(parseNewDynamicFields('{"a": "x", "b": 1, "c": true, "d": null}')).toEqual({
      ok: true,
      value: { a: 'x', b: 1, c: true, d: null },
    }));
});

describe('resize', () => {
  const resize = (...sizes: string[]) =>
    ({
      type: 'ResizeTemplate',
      templateId: 't1',
      copies: sizes.map((size, i) => ({ size, templateId: `r${i}`, files: files(`r${i}`) })),
      createdBy: 'u2',
      createdAt: AT,
    }) as const;

  it("makes each size the next generation, named '<size>-<title>', with the source's fields and the files copied", () =>
    templates
      .given([
        uploaded('t1', {
          dynamicFields: [{ name: 'a', type: 'text', defaultValue: 'x', possibleValues: null, imageSize: null }],
        }),
      ])
      .when(resize('728x90', '1x1'))
      .then(
        [
          ['728x90', 2],
          ['1x1', 3],
        ].map(([size, generation], i) => ({
          type: 'TemplateResized',
          data: {
            ...facts(`r${i}`, {
              generation: generation as number,
              name: `${size}-Sale`,
              size: size as string,
              sizeGroup: size as string,
              formats: { display: [size as string], social: [], video: [] },
            }),
            dynamicFields: [{ name: 'a', type: 'text', defaultValue: 'x', possibleValues: null, imageSize: null }],
            createdBy: 'u2',
            resizedFrom: 't1',
          },
        })) as TemplateEvent[],
      ));
  it(`refuses a size that is not WxH: '${TEMPLATE_SIZE_WRONG_FORMAT}'`, () =>
    templates
      .given([uploaded('t1')])
      .when(resize('728x90', '12345x1'))
      .thenThrows(422, TEMPLATE_SIZE_WRONG_FORMAT));
  it(`refuses a size the concept has for the title, or a size twice: '${MESSAGES.alreadyExist}'`, () => {
    templates
      .given([uploaded('t1')])
      .when(resize('300x250'))
      .thenThrows(409, MESSAGES.alreadyExist);
    templates
      .given([uploaded('t1')])
      .when(resize('728x90', '728x90'))
      .thenThrows(409, MESSAGES.alreadyExist);
  });
  it(`refuses a video template: '${INVALID_FILE_FORMAT}'`, () =>
    templates
      .given([uploaded('t1', { kind: 'video' })])
      .when(resize('728x90'))
      .thenThrows(422, INVALID_FILE_FORMAT));
});

describe('details', () => {
  const change = (extra: Record<string, unknown>, inUse = false) =>
    ({ type: 'ChangeTemplateDetails', templateId: 't1', inUse, ...extra }) as const;

  it('records only what differs; a name brings its title, size and format', () =>
    templates
      .given([uploaded('t1')])
      .when(change({ name: 'responsive - display - Big sale', suitableChannels: ['display'] }))
      .then([
        {
          type: 'TemplateDetailsChanged',
          data: {
            conceptId: 'c1',
            templateId: 't1',
            name: 'responsive - display - Big sale',
            title: 'Big sale',
            size: '640x360',
            sizeGroup: '640x360',
            format: 'responsive',
          },
        },
      ]));
  it('records nothing when nothing differs', () =>
    templates
      .given([uploaded('t1')])
      .when(change({ name: '300x250-Sale', formats: facts('t1').formats }))
      .then([]));
  it("refuses a name by the upload's rules", () => {
    templates
      .given([uploaded('t1')])
      .when(change({ name: 'Sale' }))
      .thenThrows(422, TEMPLATE_NAME_WRONG_FORMAT);
    templates
      .given([uploaded('t1')])
      .when(change({ name: 'big-Sale' }))
      .thenThrows(422, TEMPLATE_SIZE_WRONG_FORMAT);
  });
  it(`refuses a template in use: 409 '${MESSAGES.updateInUse}'`, () =>
    templates
      .given([uploaded('t1')])
      .when(change({ suitableChannels: ['social'] }, true))
      .thenThrows(409, MESSAGES.updateInUse));
});
