// What the brief wizard offers around its rules: the format catalogue, the funnel presets, the asset categories,
// its moves, texts and summary (domain/concept/).
import { describe, expect, it } from 'vitest';
import { BRIEF_STEPS, emptyBrief, type Brief } from '../../domain/concept/brief';
import { BRIEF_ASSET_CATEGORIES, RECOMMENDED_LOGO_FORMATS } from '../../domain/concept/brief-assets';
import { CHANNEL_SLOTS, FORMAT_CATALOGUE, slotFormats } from '../../domain/concept/format-catalogue';
import { formatValue } from '../../domain/concept/format-rules';
import { FUNNEL_PRESETS, recommendFromObjectives } from '../../domain/concept/funnel-presets';
import {
  formatCounts,
  formatsShown,
  LANGUAGE_SEARCH_DEBOUNCE_MS,
  nextLabel,
  nextStep,
  previousStep,
  SUMMARY_ASSETS_SHOWN,
  summaryAssets,
  thanksMessage,
  WIZARD_TEXTS,
} from '../../domain/concept/wizard';

const firstSizes = ['300x250', '120x600', '160x600', '728x90', '300x600', '970x250', '320x50'];

describe('the format catalogue', () => {
  it('gives facebook social, google display and video, youtube video', () =>
    expect(CHANNEL_SLOTS.map(({ platform, channel }) => `${platform} ${channel}`)).toEqual([
      'google display',
      'google video',
      'facebook social',
      'youtube video',
    ]));

  it("starts Google's display sizes with the spec's seven, among about 42", () => {
    expect(FORMAT_CATALOGUE.google.display.slice(0, 7).map((f) => f.id)).toEqual(firstSizes);
    expect(FORMAT_CATALOGUE.google.display.length).toBeGreaterThan(30);
  });

  it('has Google video 16:9 at 15s, 20s and 30s', () =>
    expect(FORMAT_CATALOGUE.google.video.map((f) => f.label)).toEqual(['16:9 15s', '16:9 20s', '16:9 30s']));

  it("sizes Meta's square, vertical and horizontal as the brief recommends", () =>
    expect(FORMAT_CATALOGUE.facebook.social.slice(0, 3).map((f) => f.size)).toEqual([
      '1080x1080',
      '1080x1920',
      '1200x628',
    ]));

  it.each([
    ['facebook', 'social', 'carousel', { min: 2, max: 10, default: 3 }],
    ['youtube', 'video', 'bumper16x9', { min: 1, max: 6, default: 6 }],
    ['youtube', 'video', 'trueview9x16', { min: 12, max: 180, default: 15 }],
  ] as const)('ranges the value of %s %s %s', (platform, channel, id, range) =>
    expect(slotFormats({ platform, channel }).find((f) => f.id === id)?.value).toMatchObject(range),
  );

  it('gives every format a value dropdown: frames, seconds, or versions to design', () => {
    for (const slot of CHANNEL_SLOTS)
      for (const format of slotFormats(slot)) expect(format.value.min).toBeLessThanOrEqual(format.value.default);
    expect(slotFormats({ platform: 'google', channel: 'display' })[0]!.value).toEqual({
      min: 1,
      max: 10,
      default: 1,
      unit: 'versions',
    });
    expect(
      slotFormats({ platform: 'facebook', channel: 'social' }).find((f) => f.id === 'verticalVideo')!.value,
    ).toEqual({ min: 1, max: 5, default: 1, unit: 'versions' });
  });

  it('reads a format value, else its default', () => {
    const brief: Brief = {
      ...emptyBrief(),
      meta: { currentStep: 'FORMATS', formatValues: { youtube: { video: { bumper16x9: 4 } } } },
    };
    const values = (platform: 'youtube' | 'google', channel: 'video' | 'display', count: number) =>
      slotFormats({ platform, channel })
        .slice(0, count)
        .map((format) => formatValue(brief, { platform, channel }, format));
    expect(values('youtube', 'video', 3)).toEqual([4, 6, 15]);
    expect(values('google', 'display', 1)).toEqual([1]);
  });
});

describe('the funnel presets', () => {
  it('recommend for awareness the first 6 display sizes, video 15s and 30s, Meta square and vertical', () =>
    expect(recommendFromObjectives(['awareness'])).toEqual({
      channels: { google: { display: true, video: true }, facebook: { social: true } },
      formats: {
        google: { display: firstSizes.slice(0, 6), video: ['15s', '30s'] },
        facebook: { social: ['square', 'vertical'] },
      },
    }));

  it('recommend for consideration 6 sizes, video 15s, Meta square, vertical and carousel', () =>
    expect(FUNNEL_PRESETS.consideration).toEqual({
      google: { display: firstSizes.slice(0, 6), video: ['15s'] },
      facebook: { social: ['square', 'vertical', 'carousel'] },
    }));

  it('recommend for action 7 sizes and no video, Meta square, vertical and horizontal', () =>
    expect(recommendFromObjectives(['action'])).toEqual({
      channels: { google: { display: true }, facebook: { social: true } },
      formats: { google: { display: firstSizes }, facebook: { social: ['square', 'vertical', 'horizontal'] } },
    }));

  it("join several objectives' formats in the catalogue's order", () =>
    expect(recommendFromObjectives(['action', 'consideration']).formats.facebook).toEqual({
      social: ['square', 'vertical', 'horizontal', 'carousel'],
    }));

  it.each([[[]], [['custom']]] as const)('recommend nothing for %j', (objectives) =>
    expect(recommendFromObjectives(objectives)).toEqual({ channels: {}, formats: {} }),
  );
});

describe('the asset categories', () => {
  it('are five, brand guidelines, fonts and logos required', () =>
    expect(BRIEF_ASSET_CATEGORIES.map(({ id, label, required }) => [id, label, required])).toEqual([
      ['brands', 'Brand Guidelines', true],
      ['fonts', 'Font', true],
      ['logos', 'Logo', true],
      ['creatives', 'Finished designs', false],
      ['other', 'Other', false],
    ]));

  it('recommend vector logos', () => expect(RECOMMENDED_LOGO_FORMATS).toEqual(['svg', 'eps', 'ai']));
});

describe('the wizard', () => {
  it('moves one step at a time from Details to Sign Off', () => {
    expect(BRIEF_STEPS.map(nextStep)).toEqual([...BRIEF_STEPS.slice(1), null]);
    expect(BRIEF_STEPS.map(previousStep)).toEqual([null, ...BRIEF_STEPS.slice(0, -1)]);
  });

  it("labels Next with the next step's name, then 'Finish & Send'", () =>
    expect(BRIEF_STEPS.map(nextLabel)).toEqual([
      'Objectives',
      'Channels',
      'Formats',
      'Assets',
      'Creative Direction',
      'Sign Off',
      'Finish & Send',
    ]));

  it('shows 6 formats per channel before Show all, 8 for google', () =>
    expect([formatsShown('google'), formatsShown('facebook'), formatsShown('youtube')]).toEqual([8, 6, 6]));

  it('thanks the user by the concept name and promises 3-10 working days', () => {
    expect(thanksMessage('Summer sale')).toBe('Thanks for submitting Summer sale');
    expect(WIZARD_TEXTS.deliveryPromise).toBe('Our team will have designs ready for review in 3-10 working days');
    expect(WIZARD_TEXTS.title).toBe('Request new concept');
  });

  it('debounces the language search by 275 ms', () => expect(LANGUAGE_SEARCH_DEBOUNCE_MS).toBe(275));
});

describe('the summary', () => {
  const withAssets = (count: number): Brief => ({
    ...emptyBrief(),
    assets: {
      ...emptyBrief().assets,
      other: Array.from({ length: count }, (_, i) => ({
        assetId: `a${i}`,
        name: `${i}.png`,
        format: 'png',
        link: null,
      })),
    },
  });

  it(`shows ${SUMMARY_ASSETS_SHOWN} assets, then '+ N more'`, () => {
    expect(summaryAssets(withAssets(10))).toMatchObject({ more: null });
    expect(summaryAssets(withAssets(13))).toMatchObject({ more: '+ 3 more' });
    expect(summaryAssets(withAssets(13)).shown).toHaveLength(10);
  });

  it('counts the formats of each chosen channel', () =>
    expect(
      formatCounts({
        ...emptyBrief(),
        channels: { google: { display: true, video: false } },
        formats: { google: { display: ['300x250', '728x90'], video: ['15s'] } },
      }),
    ).toEqual([{ platform: 'google', channel: 'display', count: 2 }]));
});
