// Template names and the code a template declares (domain/template/), with the spec's messages (spec 3 §5).
import { describe, expect, it } from 'vitest';
import {
  isRequiredField,
  MALFORMED_IMAGE_SIZES,
  parseDefaultValues,
  parseDynamicFields,
  parseDynamicImageSizes,
  TEMPLATE_UPLOAD_FAILED,
  templateUploadedMessage,
  templateUploadStatus,
  WRONG_DEFAULT_VALUES,
} from '../../domain/template/code';
import {
  OTHER_SIZE,
  parseTemplateName,
  sizeGroup,
  TEMPLATE_NAME_WRONG_FORMAT,
  TEMPLATE_SIZE_WRONG_FORMAT,
  templateNameOf,
} from '../../domain/template/name';

describe('parseTemplateName', () => {
  it.each([
    ['300x250-Summer sale', { title: 'Summer sale', size: '300x250', format: 'fixed', sizeGroup: '300x250' }],
    ['728x90 - Summer - sale', { title: 'Summer - sale', size: '728x90', format: 'fixed', sizeGroup: '728x90' }],
    ['300X600-hero', { title: 'hero', size: '300x600', format: 'fixed', sizeGroup: '300x600' }],
    ['responsive - display - Summer', { title: 'Summer', size: '640x360', format: 'responsive', sizeGroup: '640x360' }],
    ['Responsive-VPAID-Summer', { title: 'Summer', size: '640x360', format: 'vpaid', sizeGroup: '640x360' }],
  ])('reads %s', (name, value) => expect(parseTemplateName(name)).toEqual({ ok: true, value }));

  it.each(['300x250', '300x250-', '300x250 - - ', '-Summer', '', 'Summer sale'])(
    `refuses %j: '${TEMPLATE_NAME_WRONG_FORMAT}'`,
    (name) => expect(parseTemplateName(name)).toEqual({ ok: false, error: TEMPLATE_NAME_WRONG_FORMAT }),
  );

  it.each([
    '300-250-Summer',
    '300x-Summer',
    'big-Summer',
    'responsive-display',
    'responsive - video - Summer',
    '300x250px-Summer',
  ])(`refuses %j: '${TEMPLATE_SIZE_WRONG_FORMAT}'`, (name) =>
    expect(parseTemplateName(name)).toEqual({ ok: false, error: TEMPLATE_SIZE_WRONG_FORMAT }),
  );

  it.each(['12345x250-Summer', '0x250-Summer', '300x0-Summer'])('counts the dimensions of %s as Other', (name) =>
    expect(parseTemplateName(name)).toMatchObject({ ok: true, value: { sizeGroup: OTHER_SIZE } }),
  );

  it('groups any size text the same way', () =>
    expect(['160x600', '16:9', 'responsive'].map(sizeGroup)).toEqual(['160x600', 'Other', 'Other']));

  it('names an uploaded template after its file, without .zip or .html', () =>
    expect(['300x250-Summer.zip', '300x250-Summer.HTML', '300x250-Summer 1.5'].map(templateNameOf)).toEqual([
      '300x250-Summer',
      '300x250-Summer',
      '300x250-Summer 1.5',
    ]));
});

const html = (blocks: Record<string, string>) =>
  `<html><head>${Object.entries(blocks)
    .map(([id, json]) => `<script type="application/json" id="${id}">${json}</script>`)
    .join('')}</head></html>`;

describe('default values', () => {
  it('reads a JSON object of strings, numbers, booleans and nulls', () =>
    expect(
      parseDefaultValues(html({ defaultValues: '{"headline": "Sale", "price": 9.99, "badge": true, "cta": null}' })),
    ).toEqual({
      ok: true,
      value: { headline: 'Sale', price: 9.99, badge: true, cta: null },
    }));

  it('are none without the block', () => expect(parseDefaultValues('<html></html>')).toEqual({ ok: true, value: {} }));

  it.each(['{"headline": ', '["Sale"]', '"Sale"', '{"headline": {"text": "Sale"}}', '{"images": ["a.png"]}'])(
    `refuses %s: '${WRONG_DEFAULT_VALUES}'`,
    (json) =>
      expect(parseDefaultValues(html({ defaultValues: json }))).toEqual({ ok: false, error: WRONG_DEFAULT_VALUES }),
  );
});

describe('dynamic image sizes', () => {
  it('reads two integers per image, width then height', () =>
    expect(parseDynamicImageSizes(html({ dynamicImageSizes: '{"hero": [300, 250], "logo": [64, 64]}' }))).toEqual({
      ok: true,
      value: { hero: { width: 300, height: 250 }, logo: { width: 64, height: 64 } },
    }));

  it('are none without the block', () => expect(parseDynamicImageSizes(html({}))).toEqual({ ok: true, value: {} }));

  it.each([
    '{"hero": [300]}',
    '{"hero": [300, 250, 1]}',
    '{"hero": [300.5, 250]}',
    '{"hero": ["300", "250"]}',
    '{"hero": [0, 250]}',
    '{"hero": "300x250"}',
    '[300, 250]',
    'hero',
  ])(`refuses %s: '${MALFORMED_IMAGE_SIZES}'`, (json) =>
    expect(parseDynamicImageSizes(html({ dynamicImageSizes: json }))).toEqual({
      ok: false,
      error: MALFORMED_IMAGE_SIZES,
    }),
  );
});

describe('the upload status', () => {
  const code = html({ defaultValues: '{"headline": "Sale"}', dynamicImageSizes: '{"hero": [300, 250]}' });

  it('is valid for a well-named template with sound code', () =>
    expect(templateUploadStatus('300x250-Summer.zip', code)).toEqual({ isValid: true, errorMessage: null }));

  it.each([
    ['Summer.zip', code, TEMPLATE_NAME_WRONG_FORMAT],
    ['big-Summer.zip', code, TEMPLATE_SIZE_WRONG_FORMAT],
    ['300x250-Summer.zip', html({ defaultValues: '{' }), WRONG_DEFAULT_VALUES],
    ['300x250-Summer.zip', html({ dynamicImageSizes: '{"hero": [1]}' }), MALFORMED_IMAGE_SIZES],
  ])('refuses %s with its first failure', (fileName, template, errorMessage) =>
    expect(templateUploadStatus(fileName, template)).toEqual({ isValid: false, errorMessage }),
  );

  it('tells the upload succeeded, or failed', () => {
    expect(templateUploadedMessage('300x250-Summer.zip')).toBe('300x250-Summer.zip file uploaded successfully.');
    expect(TEMPLATE_UPLOAD_FAILED).toBe('Something went wrong. Please try again later or contact your administrator');
  });
});

describe('dynamic fields', () => {
  it('joins the blocks into fields: defaults, possible values, types and image sizes', () =>
    expect(
      parseDynamicFields(
        html({
          defaultValues: '{"headline": "Summer sale", "clickUrl": "https://example.com"}',
          possibleValues: '{"headline": ["Summer sale", "Winter sale"]}',
          dynamicFieldTypes: '{"clickUrl": "url", "logo": "image"}',
          dynamicImageSizes: '{"hero": [300, 250]}',
        }),
      ),
    ).toEqual({
      ok: true,
      value: [
        {
          name: 'headline',
          type: 'text',
          defaultValue: 'Summer sale',
          possibleValues: ['Summer sale', 'Winter sale'],
          imageSize: null,
        },
        { name: 'clickUrl', type: 'url', defaultValue: 'https://example.com', possibleValues: null, imageSize: null },
        { name: 'logo', type: 'image', defaultValue: null, possibleValues: null, imageSize: null },
        {
          name: 'hero',
          type: 'image',
          defaultValue: null,
          possibleValues: null,
          imageSize: { width: 300, height: 250 },
        },
      ],
    }));

  it('marks the fields a campaign must fill: those named in requiredFields, or without a default value', () => {
    const parsed = parseDynamicFields(
      html({
        defaultValues: '{"headline": "Summer sale", "subline": "Hot"}',
        dynamicImageSizes: '{"hero": [300, 250]}',
        requiredFields: '["headline"]',
      }),
    );
    expect(parsed.ok && parsed.value.map((f) => [f.name, isRequiredField(f)])).toEqual([
      ['headline', true],
      ['subline', false],
      ['hero', true],
    ]);
  });

  it.each([
    [{ requiredFields: '["nowhere"]' }, WRONG_DEFAULT_VALUES],
    [{ requiredFields: '{"headline": true}' }, WRONG_DEFAULT_VALUES],
    [{ possibleValues: '{"headline": "Sale"}' }, WRONG_DEFAULT_VALUES],
    [{ possibleValues: '{"headline": []}' }, WRONG_DEFAULT_VALUES],
    [
      { defaultValues: '{"headline": "Autumn"}', possibleValues: '{"headline": ["Summer", "Winter"]}' },
      WRONG_DEFAULT_VALUES,
    ],
    [{ dynamicFieldTypes: '{"headline": "poem"}' }, WRONG_DEFAULT_VALUES],
    [{ dynamicFieldTypes: '{"hero": "text"}', dynamicImageSizes: '{"hero": [300, 250]}' }, MALFORMED_IMAGE_SIZES],
  ])('refuses %j', (blocks, error) => expect(parseDynamicFields(html(blocks))).toEqual({ ok: false, error }));
});
