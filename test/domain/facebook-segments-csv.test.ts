// The Facebook segment CSV (domain/personalise/facebook-segments-csv.ts): spec 2 §5, spec 3 §5, §8, with the
// messages verbatim and the row and column named.
import { describe, expect, it } from 'vitest';
import { BUY_NOW_REFUSED, CALL_TO_ACTIONS } from '../../domain/personalise/fields';
import { facebookCsvCampaignIds, parseFacebookSegmentsCsv } from '../../domain/personalise/facebook-segments-csv';

const HEADER = [
  'UserSegment',
  'FB Campaign ID',
  'Ad Set ID',
  'Ad Name',
  'Square video',
  'Horizontal video',
  'Vertical video',
  'Primary text',
  'Website URL',
  'CTA',
  'Headline',
  'Description',
  'Display Link',
];
type Row = Partial<Record<(typeof HEADER)[number], string>>;
const base = (i: number): Row => ({
  UserSegment: `Segment ${i}`,
  'FB Campaign ID': '100',
  'Ad Set ID': `20${i}`,
  'Ad Name': `Ad ${i}`,
  'Primary text': 'Hello',
  'Website URL': 'https://example.com',
  CTA: 'Shop now',
});
const file = (rows: Row[], header: string[] = HEADER) => [
  header,
  ...rows.map((row) => header.map((column) => row[column] ?? '')),
];

const facts = {
  permittedCampaignIds: new Set(['100', '101']),
  adSetCampaigns: new Map([
    ['201', '100'],
    ['202', '100'],
    ['203', '100'],
    ['204', '101'],
    ['299', '999'],
  ]),
};
const parse = (rows: string[][]) => parseFacebookSegmentsCsv(rows, facts);
const refused = (message: string) => ({ ok: false, message });

describe('a Facebook segment CSV that is accepted', () => {
  it('gives a Meta Ad Set segment per row with its ad set and campaign, and the ad’s Facebook fields', () =>
    expect(
      parse(
        file([
          {
            ...base(1),
            'Square video': 'sq.mp4',
            'Horizontal video': 'h.mp4',
            'Vertical video': 'v.mp4',
            Headline: 'Big sale',
            Description: 'Now',
            'Display Link': 'example.com',
          },
          { ...base(4), 'FB Campaign ID': '101', CTA: '' },
        ]),
      ),
    ).toEqual({
      ok: true,
      segments: [
        {
          signal: {
            name: 'Segment 1',
            type: 'userSegment',
            segmentType: 'Meta Ad Set',
            values: ['201'],
            campaignIds: ['100'],
            schedule: null,
            countries: [],
          },
          fields: {
            adName: 'Ad 1',
            primaryText: 'Hello',
            websiteUrl: 'https://example.com',
            callToAction: 'Shop now',
            headline: 'Big sale',
            description: 'Now',
            displayLink: 'example.com',
            squareVideo: 'sq.mp4',
            horizontalVideo: 'h.mp4',
            verticalVideo: 'v.mp4',
          },
        },
        {
          signal: {
            name: 'Segment 4',
            type: 'userSegment',
            segmentType: 'Meta Ad Set',
            values: ['204'],
            campaignIds: ['101'],
            schedule: null,
            countries: [],
          },
          fields: {
            adName: 'Ad 4',
            primaryText: 'Hello',
            websiteUrl: 'https://example.com',
            callToAction: null,
            headline: null,
            description: null,
            displayLink: null,
            squareVideo: null,
            horizontalVideo: null,
            verticalVideo: null,
          },
        },
      ],
    }));

  it('does without the optional columns and ignores columns the spec does not name', () => {
    const header = [...HEADER.slice(0, 10), 'Notes'];
    expect(parse(file([{ ...base(1), Notes: 'anything' }], header))).toMatchObject({
      ok: true,
      segments: [{ fields: { headline: null, displayLink: null } }],
    });
  });

  it('takes every allowed CTA, in any case and in Meta’s enum spelling, and gives the list’s spelling', () => {
    for (const cta of CALL_TO_ACTIONS) {
      for (const written of [cta, cta.toUpperCase().replace(/ /g, '_'), cta.toLowerCase()]) {
        expect(parse(file([{ ...base(1), CTA: written }])), written).toMatchObject({
          ok: true,
          segments: [{ fields: { callToAction: cta } }],
        });
      }
    }
  });

  it('names the campaigns the file names, once each, for the caller to ask for their ad sets', () =>
    expect(
      facebookCsvCampaignIds(
        file([base(1), base(2), { ...base(4), 'FB Campaign ID': '101' }, { ...base(3), 'FB Campaign ID': '' }]),
      ),
    ).toEqual(['100', '101']));
});

describe('columns', () => {
  it('names every missing required column', () =>
    expect(parse(file([base(1)], ['UserSegment', 'Ad Set ID', 'Headline']))).toEqual(
      refused(
        'Upload failed. CSV is missing the following columns: [FB Campaign ID, Ad Name, Square video, Horizontal video, Vertical video, Primary text, Website URL, CTA]',
      ),
    ));

  it('names them all for an empty file', () =>
    expect(parse([])).toEqual(
      refused(
        'Upload failed. CSV is missing the following columns: [UserSegment, FB Campaign ID, Ad Set ID, Ad Name, Square video, Horizontal video, Vertical video, Primary text, Website URL, CTA]',
      ),
    ));

  it('refuses a column given twice', () =>
    expect(parse(file([base(1)], [...HEADER, 'cta', 'Headline']))).toEqual(
      refused('Upload failed. Check column names [CTA, Headline] (rows: [1])'),
    ));
});

describe('rows', () => {
  it("refuses a file without data rows: 'required values (column UserSegment, row 2)'", () =>
    expect(parse([HEADER, HEADER.map(() => ' ')])).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column UserSegment, row 2).'),
    ));

  it('refuses rows longer or shorter than the header', () => {
    const [header = [], one = [], two = []] = file([base(1), base(2)]);
    expect(parse([header, one.slice(0, 5), two, [...two, 'extra']])).toEqual(
      refused(`Upload failed. Check column names [${HEADER.join(', ')}] (rows: [2, 4])`),
    );
  });

  it.each(['UserSegment', 'FB Campaign ID', 'Ad Set ID', 'Ad Name'])(
    'refuses a blank %s, naming the column and the row',
    (column) =>
      expect(parse(file([base(1), base(2), { ...base(3), [column]: ' ' }]))).toEqual(
        refused(`Upload failed. Please make sure you have included all required values (column ${column}, row 4).`),
      ),
  );

  it('names the first blank non-nullable cell row by row', () =>
    expect(parse(file([base(1), { ...base(2), 'Ad Name': '' }, { ...base(3), UserSegment: '' }]))).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Ad Name, row 3).'),
    ));

  it.each([
    'Square video',
    'Horizontal video',
    'Vertical video',
    'Primary text',
    'Website URL',
    'CTA',
    'Headline',
    'Description',
    'Display Link',
  ])('lets %s be empty', (column) => expect(parse(file([{ ...base(1), [column]: '' }]))).toMatchObject({ ok: true }));

  it('refuses a line break in a user segment', () =>
    expect(parse(file([base(1), { ...base(2), UserSegment: 'Two\nlines' }]))).toEqual(
      refused('Upload failed. Check column [UserSegment] (rows: [3])'),
    ));

  it('refuses an Ad Name over 256 characters and takes one of 256', () => {
    expect(parse(file([{ ...base(1), 'Ad Name': 'a'.repeat(256) }]))).toMatchObject({ ok: true });
    expect(parse(file([base(1), { ...base(2), 'Ad Name': 'a'.repeat(257) }]))).toEqual(
      refused('Upload failed. Check column [Ad Name] (rows: [3])'),
    );
  });

  it.each(['Primary text', 'Headline', 'Description', 'Website URL', 'Display Link', 'Square video', 'UserSegment'])(
    'refuses %s over 2,200 characters and takes 2,200',
    (column) => {
      expect(parse(file([{ ...base(1), [column]: 'a'.repeat(2200) }]))).toMatchObject({ ok: true });
      expect(parse(file([{ ...base(1), [column]: 'a'.repeat(2201) }, base(2)]))).toEqual(
        refused(`Upload failed. Check column [${column}] (rows: [2])`),
      );
    },
  );

  it('refuses a user segment on two rows (case-insensitively), with the same ad set or another', () =>
    expect(parse(file([base(1), { ...base(2), UserSegment: 'segment 1' }, base(3), { ...base(1) }]))).toEqual(
      refused('Upload failed. Check column [UserSegment] (rows: [2, 3, 5])'),
    ));

  it('refuses an ad set id under two user segments: they must be one-to-one', () =>
    expect(parse(file([base(1), base(2), { ...base(3), 'Ad Set ID': '201' }]))).toEqual(
      refused('Upload failed. Check column [Ad Set ID] (rows: [2, 4])'),
    ));

  it.each(['Buy Now', 'BUY_NOW', 'buy now'])('refuses the CTA %j with its own message', (cta) =>
    expect(parse(file([base(1), { ...base(2), CTA: cta }]))).toEqual(refused(BUY_NOW_REFUSED)),
  );

  it('refuses a CTA that is not allowed, naming every such row', () =>
    expect(parse(file([{ ...base(1), CTA: 'Click here' }, base(2), { ...base(3), CTA: 'Shop' }]))).toEqual(
      refused('Upload failed. Check column [CTA] (rows: [2, 4])'),
    ));

  it('refuses a campaign id the account does not permit', () =>
    expect(parse(file([base(1), { ...base(2), 'FB Campaign ID': '999', 'Ad Set ID': '299' }]))).toEqual(
      refused('Upload failed. Check column [FB Campaign ID] (rows: [3])'),
    ));

  it('refuses an ad set of another campaign, or one the campaign does not have', () =>
    expect(parse(file([{ ...base(1), 'FB Campaign ID': '101' }, base(2), { ...base(5) }]))).toEqual(
      refused('Upload failed. Check column [Ad Set ID] (rows: [2, 4])'),
    ));

  it('answers the first failure in the order of the rules', () => {
    const rows = [
      { ...base(1), CTA: 'Click here' },
      { ...base(2), UserSegment: 'Segment 1' },
      { ...base(3), 'Ad Name': 'a'.repeat(300) },
    ];
    expect(parse(file(rows))).toEqual(refused('Upload failed. Check column [Ad Name] (rows: [4])'));
    expect(parse(file(rows.slice(0, 2)))).toEqual(refused('Upload failed. Check column [UserSegment] (rows: [2, 3])'));
    expect(parse(file(rows.slice(0, 1)))).toEqual(refused('Upload failed. Check column [CTA] (rows: [2])'));
  });
});
