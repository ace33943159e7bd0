// The brief wizard's rules, step by step (domain/concept/brief-rules.ts): the wizard and the server both run them.
import { describe, expect, it } from 'vitest';
import { INVALID_FILE_FORMAT, INVALID_URL } from '../../domain/asset/rules';
import { emptyBrief, type Brief, type BriefAsset, type BriefStep } from '../../domain/concept/brief';
import { missingAssetsMessage } from '../../domain/concept/brief-assets';
import {
  AGREEMENT_REQUIRED,
  briefErrors,
  CREATIVE_DIRECTION_TOO_LONG,
  DESCRIPTION_REQUIRED,
  DESCRIPTION_TOO_LONG,
  draftSteps,
  failureMessage,
  stepErrors,
} from '../../domain/concept/brief-rules';
import {
  CONCEPT_NAME_TOO_LONG,
  CONCEPT_NAME_USED,
  LANGUAGES_REQUIRED,
  lockedMarkets,
  MARKETS_LOCKED,
  type BriefContext,
} from '../../domain/concept/details-rules';
import { CHANNEL_REQUIRED, FORMAT_REQUIRED, UNKNOWN_FORMAT, valueOutOfRange } from '../../domain/concept/format-rules';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const nodes = { germany: 'e00000000000000000000002', france: 'e00000000000000000000003' };
const file = (name: string): BriefAsset => ({
  assetId: `a-${name}`,
  name,
  format: name.split('.').pop() ?? '',
  link: null,
});
const link = (url: string): BriefAsset => ({ assetId: `a-${url}`, name: url, format: '', link: url });

const complete: Brief = {
  intro: { name: 'Summer sale', businessNodes: [nodes.germany], languages: ['en'] },
  objectives: { elements: ['awareness'], customText: '' },
  channels: { google: { display: true }, facebook: { social: true } },
  formats: { google: { display: ['300x250'] }, facebook: { social: ['carousel'] } },
  meta: { currentStep: 'SIGN_OFF', formatValues: {} },
  assets: {
    brands: [file('guide.pdf')],
    fonts: [file('brand.woff2')],
    logos: [file('logo.svg')],
    creatives: [],
    other: [],
  },
  otherBusiness: { text: 'Bright, bold, summery.' },
  signOff: { areAgreementsAccepted: true },
};
const context = (fields: Partial<BriefContext> = {}): BriefContext => ({
  allowedNodeIds: 'all',
  isNameTaken: () => false,
  ownName: null,
  lockedMarkets: null,
  ...fields,
});
/** The messages a step gives for the complete brief with some parts replaced. */
const errors = (step: BriefStep, change: Partial<Brief>, ctx = context()) =>
  stepErrors({ ...complete, ...change }, step, ctx);
const intro = (fields: Partial<Brief['intro']>, ctx?: BriefContext) =>
  errors('INTRO', { intro: { ...complete.intro, ...fields } }, ctx);
const custom = (customText: string) => errors('OBJECTIVES', { objectives: { elements: ['custom'], customText } });
const assets = (fields: Partial<Brief['assets']>) => errors('ASSETS', { assets: { ...complete.assets, ...fields } });
const carousel = (frames: number) =>
  errors('FORMATS', { meta: { ...complete.meta, formatValues: { facebook: { social: { carousel: frames } } } } });

describe('a complete brief', () => {
  it('passes every step', () => expect(briefErrors(complete, context())).toEqual([]));
});

describe('Details', () => {
  it("refuses a blank name: 'Required'", () =>
    expect(intro({ name: '   ' })).toEqual([{ field: 'intro.name', message: REQUIRED }]));

  it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
    expect(intro({ name })[0]?.message).toBe(REQUIRED),
  );

  it('refuses a name starting with a space', () => expect(intro({ name: ' Summer' })[0]?.message).toBe(LEADING_SPACE));

  it('takes 64 characters, trailing spaces aside', () => expect(intro({ name: `${'x'.repeat(64)}   ` })).toEqual([]));

  it(`refuses 65 characters: '${CONCEPT_NAME_TOO_LONG}'`, () =>
    expect(intro({ name: 'x'.repeat(65) })[0]?.message).toBe(CONCEPT_NAME_TOO_LONG));

  it('asks whether the name, without trailing spaces, is taken', () => {
    const asked: string[] = [];
    const isNameTaken = (name: string) => {
      asked.push(name);
      return false;
    };
    intro({ name: 'Summer sale  ' }, context({ isNameTaken }));
    expect(asked).toEqual(['Summer sale']);
  });

  it(`refuses a name another concept has: '${CONCEPT_NAME_USED}'`, () =>
    expect(intro({}, context({ isNameTaken: () => true }))).toEqual([
      { field: 'intro.name', message: CONCEPT_NAME_USED },
    ]));

  it("keeps the draft's own name, in any case", () =>
    expect(intro({ name: 'SUMMER SALE' }, context({ isNameTaken: () => true, ownName: 'Summer sale' }))).toEqual([]));

  it("refuses no markets: 'Required'", () =>
    expect(intro({ businessNodes: [] })).toEqual([{ field: 'intro.businessNodes', message: REQUIRED }]));

  it('takes markets among the allowed nodes', () =>
    expect(intro({}, context({ allowedNodeIds: new Set([nodes.germany]) }))).toEqual([]));

  it(`refuses a market outside them: '${MESSAGES.businessNodeAccessDenied}'`, () =>
    expect(
      intro({ businessNodes: [nodes.france] }, context({ allowedNodeIds: new Set([nodes.germany]) }))[0]?.message,
    ).toBe(MESSAGES.businessNodeAccessDenied));

  describe('once the saved brief has assets', () => {
    const locked = context({ lockedMarkets: lockedMarkets(complete) });

    it(`refuses other markets: '${MARKETS_LOCKED}'`, () =>
      expect(intro({ businessNodes: [nodes.germany, nodes.france] }, locked)).toEqual([
        { field: 'intro.businessNodes', message: MARKETS_LOCKED },
      ]));

    it('keeps the same markets in any order', () =>
      expect(
        intro(
          { businessNodes: [nodes.france, nodes.germany] },
          context({ lockedMarkets: [nodes.germany, nodes.france] }),
        ),
      ).toEqual([]));

    it('locks nothing while the saved brief has no assets, or there is none', () => {
      expect(lockedMarkets(emptyBrief())).toBeNull();
      expect(lockedMarkets(null)).toBeNull();
    });
  });

  it.each([[[]], [['  ']]])(`refuses languages %j: '${LANGUAGES_REQUIRED}'`, (languages) =>
    expect(intro({ languages })).toEqual([{ field: 'intro.languages', message: LANGUAGES_REQUIRED }]),
  );

  it('lists every failing field', () =>
    expect(intro({ name: '', businessNodes: [], languages: [] }).map((e) => e.field)).toEqual([
      'intro.name',
      'intro.businessNodes',
      'intro.languages',
    ]));
});

describe('Objectives', () => {
  it('are optional', () => expect(errors('OBJECTIVES', { objectives: { elements: [], customText: '' } })).toEqual([]));

  it.each(['', '  '])(`refuses custom with the description %j: '${DESCRIPTION_REQUIRED}'`, (text) =>
    expect(custom(text)).toEqual([{ field: 'objectives.customText', message: DESCRIPTION_REQUIRED }]),
  );

  it('takes a description of 200 characters', () => expect(custom('x'.repeat(200))).toEqual([]));

  it(`refuses 201: '${DESCRIPTION_TOO_LONG}'`, () =>
    expect(custom('x'.repeat(201))[0]?.message).toBe(DESCRIPTION_TOO_LONG));

  it('ignores the description without custom', () =>
    expect(errors('OBJECTIVES', { objectives: { elements: ['action'], customText: 'x'.repeat(201) } })).toEqual([]));
});

describe('Channels', () => {
  it.each([{}, { google: { display: false } }])(`refuses %j: '${CHANNEL_REQUIRED}'`, (channels) =>
    expect(errors('CHANNELS', { channels })).toEqual([{ field: 'channels', message: CHANNEL_REQUIRED }]),
  );
});

describe('Formats', () => {
  it(`refuses a chosen channel without formats: '${FORMAT_REQUIRED}'`, () =>
    expect(errors('FORMATS', { channels: { ...complete.channels, youtube: { video: true } } })).toEqual([
      { field: 'formats.youtube.video', message: FORMAT_REQUIRED },
    ]));

  it('ignores formats of a channel left off', () =>
    expect(errors('FORMATS', { formats: { ...complete.formats, youtube: { video: ['nonsense'] } } })).toEqual([]));

  it(`refuses a format the channel does not offer: '${UNKNOWN_FORMAT}'`, () =>
    expect(errors('FORMATS', { formats: { ...complete.formats, google: { display: ['square'] } } })).toEqual([
      { field: 'formats.google.display', message: UNKNOWN_FORMAT },
    ]));

  it.each([2, 10])('takes %i carousel frames', (frames) => expect(carousel(frames)).toEqual([]));

  it.each([1, 11, 2.5])(
    `refuses %d carousel frames: '${valueOutOfRange({ min: 2, max: 10, default: 3, unit: 'frames' })}'`,
    (frames) =>
      expect(carousel(frames)).toEqual([
        { field: 'meta.formatValues.facebook.social.carousel', message: 'Please choose a value between 2 and 10' },
      ]),
  );
});

describe('Assets', () => {
  it.each([
    ['brands', 'Brand Guidelines'],
    ['fonts', 'Font'],
    ['logos', 'Logo'],
  ] as const)('requires %s', (category, label) =>
    expect(assets({ [category]: [] })).toEqual([{ field: `assets.${category}`, message: missingAssetsMessage(label) }]),
  );

  it('names the message after the category', () =>
    expect(missingAssetsMessage('Logo')).toBe('Please add at least one Logo asset'));

  it(`refuses a link that is no URL: '${INVALID_URL}'`, () =>
    expect(assets({ brands: [link('brand guide')] })).toEqual([{ field: 'assets.brands.0', message: INVALID_URL }]));

  it.each(['https://brand.example.com/guide', 'www.example.com', 'ftp://files.example.com/logo.svg'])(
    'takes the link %s',
    (url) => expect(assets({ logos: [link(url)] })).toEqual([]),
  );

  it.each([
    ['brands', 'guide.png'],
    ['fonts', 'font.pdf'],
    ['logos', 'logo.gif'],
    ['creatives', 'design.png'],
    ['other', 'notes.pdf'],
  ] as const)(`refuses in %s the file %s: '${INVALID_FILE_FORMAT}'`, (category, name) =>
    expect(assets({ [category]: [...complete.assets[category], file(name)] })[0]?.message).toBe(INVALID_FILE_FORMAT),
  );

  it.each([
    ['fonts', 'fonts.zip'],
    ['logos', 'logo.PNG'],
    ['creatives', 'design.psb'],
    ['other', 'clip.mp4'],
    ['other', 'jingle.mp3'],
    ['other', 'prices.xlsx'],
  ] as const)('takes in %s the file %s', (category, name) =>
    expect(assets({ [category]: [...complete.assets[category], file(name)] })).toEqual([]),
  );

  it('takes a file whose format is not known yet', () =>
    expect(assets({ other: [{ ...file('x'), format: '' }] })).toEqual([]));
});

describe('Creative Direction', () => {
  const direction = (text: string) => errors('OTHER_BUSINESS', { otherBusiness: { text } });

  it("refuses a blank text: 'Required'", () =>
    expect(direction(' ')).toEqual([{ field: 'otherBusiness.text', message: REQUIRED }]));

  it('takes 1000 characters', () => expect(direction('x'.repeat(1000))).toEqual([]));

  it(`refuses 1001: '${CREATIVE_DIRECTION_TOO_LONG}'`, () =>
    expect(direction('x'.repeat(1001))[0]?.message).toBe(CREATIVE_DIRECTION_TOO_LONG));
});

describe('Sign Off', () => {
  it(`refuses an unticked agreement: "${AGREEMENT_REQUIRED}"`, () =>
    expect(errors('SIGN_OFF', { signOff: { areAgreementsAccepted: false } })).toEqual([
      { field: 'signOff.areAgreementsAccepted', message: "Please tick 'I agree to these terms'" },
    ]));
});

describe('the whole brief (what submit checks)', () => {
  it('lists each failing step in order, with its label and messages', () =>
    expect(briefErrors(emptyBrief(), context()).map(({ step, label, errors: e }) => [step, label, e.length])).toEqual([
      ['INTRO', 'Details', 3],
      ['CHANNELS', 'Channels', 1],
      ['ASSETS', 'Assets', 3],
      ['OTHER_BUSINESS', 'Creative Direction', 1],
      ['SIGN_OFF', 'Sign Off', 1],
    ]));

  it('asks of a draft the steps before the current one, and always Details', () =>
    expect([draftSteps('INTRO'), draftSteps('OBJECTIVES'), draftSteps('ASSETS')]).toEqual([
      ['INTRO'],
      ['INTRO'],
      ['INTRO', 'OBJECTIVES', 'CHANNELS', 'FORMATS'],
    ]));

  it('checks only the steps asked for', () =>
    expect(briefErrors(emptyBrief(), context(), ['OBJECTIVES', 'SIGN_OFF']).map((f) => f.step)).toEqual(['SIGN_OFF']));

  it('says each failing step with its messages', () =>
    expect(
      failureMessage(
        briefErrors(
          { ...complete, intro: { ...complete.intro, name: '', languages: [] }, otherBusiness: { text: '' } },
          context(),
        ),
      ),
    ).toBe(`Details: Required, ${LANGUAGES_REQUIRED}; Creative Direction: Required`));
});
