// Signal imports (commands/signal-import.ts): reading a CSV file, and the DV360 and Meta ports with the stand-in far
// ends of test/support/platform-far-ends.ts (the API's ports on the simulated platforms: test/api).
import { describe, expect, it } from 'vitest';
import {
  adSetSegments,
  facebookSegmentsFromCsv,
  lineItemSegments,
  readCsv,
  signalsFromCsv,
} from '../../commands/signal-import';
import { DomainError } from '../../domain/shared/errors';
import { StandInDv360, StandInMetaAds } from '../support/platform-far-ends';

const UNREADABLE = 'We could not process your file. Please try again.';

/** The DomainError `run` throws or rejects with, as { statusCode, code, message }. */
async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return { statusCode: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}
const unprocessable = (message: string) => ({ statusCode: 422, code: 'UNPROCESSABLE_ENTITY', message });

describe('readCsv', () => {
  it('drops a leading byte order mark and reads CRLF lines', () =>
    expect(readCsv('\uFEFFSegment name,Ad ID\r\nSpring,1\r\nSummer,2\r\n')).toEqual([
      ['Segment name', 'Ad ID'],
      ['Spring', '1'],
      ['Summer', '2'],
    ]));

  it('reads quoted cells with commas, doubled quotes and line breaks in them', () =>
    expect(readCsv('Segment name,Ad ID\n"Spring, north","1"\n"The ""best""",2\n"Two\nlines",3')).toEqual([
      ['Segment name', 'Ad ID'],
      ['Spring, north', '1'],
      ['The "best"', '2'],
      ['Two\nlines', '3'],
    ]));

  it('keeps blank lines and rows of any length, for the rules to judge with the file’s row numbers', () =>
    expect(readCsv('a,b\n\n1\n1,2,3\n')).toEqual([['a', 'b'], [''], ['1'], ['1', '2', '3']]));

  it('reads an empty file as no rows', () => expect(readCsv('')).toEqual([]));

  it.each([
    ['an unclosed quote', 'Segment name,Ad ID\n"Spring,1\n'],
    ['text after a closing quote', 'Segment name,Ad ID\n"Spring"x,1\n'],
  ])(`refuses %s: 422 '${UNREADABLE}'`, async (_name, text) =>
    expect(await refusal(() => readCsv(text))).toEqual(unprocessable(UNREADABLE)),
  );
});

describe('signalsFromCsv', () => {
  it('reads a file into the user segments of its type', () =>
    expect(
      signalsFromCsv(
        '\uFEFFSegment name,Line Item ID,Campaign Ids\r\nSpring,51,"7,8"\r\n',
        'DV360 Line Item',
        'google',
      ),
    ).toEqual([
      {
        name: 'Spring',
        type: 'userSegment',
        segmentType: 'DV360 Line Item',
        values: ['51'],
        campaignIds: ['7', '8'],
        schedule: null,
        countries: [],
      },
    ]));

  it('refuses with 422 and the message of the first failure, rows numbered as a spreadsheet shows them', async () =>
    expect(await refusal(() => signalsFromCsv('Segment name,Ad ID\n"Spring\n",1\nSummer,', 'CM Ad', 'google'))).toEqual(
      unprocessable('Upload failed. Please make sure you have included all required values (column Ad ID, row 3).'),
    ));

  it('refuses a file it cannot read before any rule', async () =>
    expect(await refusal(() => signalsFromCsv('Segment name,Ad ID\n"Spring', 'CM Ad', 'google'))).toEqual(
      unprocessable(UNREADABLE),
    ));

  it("refuses a segment type the tree's platform does not take", async () =>
    expect(
      await refusal(() => signalsFromCsv('Segment name,Ad Set ID,Campaign Ids\nSpring,1,2', 'Meta Ad Set', 'google')),
    ).toEqual(unprocessable('This user segment type is not available on this platform')));
});

const dv360 = new StandInDv360([
  { advertiserId: 'adv1', campaignId: 'c1', lineItemId: 'li1', name: 'Spring line', completed: false },
  { advertiserId: 'adv1', campaignId: 'c1', lineItemId: 'li2', name: 'Old line', completed: true },
  { advertiserId: 'adv1', campaignId: 'c2', lineItemId: 'li3', name: 'Twin', completed: false },
  { advertiserId: 'adv1', campaignId: 'c2', lineItemId: 'li4', name: 'twin', completed: false },
  { advertiserId: 'adv1', campaignId: 'c2', lineItemId: 'li5', name: 'Two\r\nlines', completed: false },
  { advertiserId: 'adv1', campaignId: 'c2', lineItemId: 'li6', name: ' ', completed: false },
  { advertiserId: 'adv1', campaignId: 'c3', lineItemId: 'li7', name: 'Other campaign', completed: false },
  { advertiserId: 'adv2', campaignId: 'c1', lineItemId: 'li8', name: 'Other advertiser', completed: false },
]);
const lineItem = (name: string, id: string, campaignId: string) => ({
  name,
  type: 'userSegment',
  segmentType: 'DV360 Line Item',
  values: [id],
  campaignIds: [campaignId],
  schedule: null,
  countries: [],
});

describe('lineItemSegments', () => {
  it('gives a DV360 Line Item segment per line item of the advertiser’s asked campaigns', async () =>
    expect(
      await lineItemSegments(dv360, { advertiserId: 'adv1', campaignIds: ['c1'], excludeCompleted: false }),
    ).toEqual([lineItem('Spring line', 'li1', 'c1'), lineItem('Old line', 'li2', 'c1')]));

  it('leaves out completed line items when asked', async () =>
    expect(
      await lineItemSegments(dv360, { advertiserId: 'adv1', campaignIds: ['c1'], excludeCompleted: true }),
    ).toEqual([lineItem('Spring line', 'li1', 'c1')]));

  it('makes names a segment may have: twins get their id, line breaks become spaces, a blank name is the id', async () =>
    expect(
      await lineItemSegments(dv360, { advertiserId: 'adv1', campaignIds: ['c2'], excludeCompleted: false }),
    ).toEqual([
      lineItem('Twin (li3)', 'li3', 'c2'),
      lineItem('twin (li4)', 'li4', 'c2'),
      lineItem('Two  lines', 'li5', 'c2'),
      lineItem('li6', 'li6', 'c2'),
    ]));
});

const meta = new StandInMetaAds(
  [
    { adAccountId: 'act1', campaignId: '100', name: 'Spring' },
    { adAccountId: 'act1', campaignId: '101', name: 'Summer' },
    { adAccountId: 'act2', campaignId: '900', name: 'Elsewhere' },
  ],
  [
    { adAccountId: 'act1', campaignId: '100', adSetId: '201', name: 'Young', completed: false },
    { adAccountId: 'act1', campaignId: '100', adSetId: '202', name: 'Old', completed: true },
    { adAccountId: 'act1', campaignId: '101', adSetId: '203', name: 'Young', completed: false },
    { adAccountId: 'act2', campaignId: '900', adSetId: '901', name: 'Far', completed: false },
  ],
);
const adSet = (name: string, id: string, campaignId: string) => ({
  name,
  type: 'userSegment',
  segmentType: 'Meta Ad Set',
  values: [id],
  campaignIds: [campaignId],
  schedule: null,
  countries: [],
});

describe('adSetSegments', () => {
  it('gives a Meta Ad Set segment per ad set of the account’s asked campaigns, twins named with their id', async () =>
    expect(
      await adSetSegments(meta, {
        facebookAdAccountId: 'act1',
        campaignIds: ['100', '101', '900'],
        excludeCompleted: false,
      }),
    ).toEqual([adSet('Young (201)', '201', '100'), adSet('Old', '202', '100'), adSet('Young (203)', '203', '101')]));

  it('leaves out completed ad sets when asked', async () =>
    expect(
      await adSetSegments(meta, { facebookAdAccountId: 'act1', campaignIds: ['100'], excludeCompleted: true }),
    ).toEqual([adSet('Young', '201', '100')]));
});

const FACEBOOK_HEADER =
  'UserSegment,FB Campaign ID,Ad Set ID,Ad Name,Square video,Horizontal video,Vertical video,Primary text,Website URL,CTA';

describe('facebookSegmentsFromCsv', () => {
  it('reads segments whose campaigns are the account’s and whose ad sets are their campaign’s', async () =>
    expect(
      await facebookSegmentsFromCsv(
        meta,
        'act1',
        `${FACEBOOK_HEADER}\nYoung,100,201,Ad 1,,,,"Hi, you",https://example.com,SHOP_NOW\nOld,101,203,Ad 2,,,,,,`,
      ),
    ).toMatchObject([
      {
        signal: adSet('Young', '201', '100'),
        fields: { adName: 'Ad 1', primaryText: 'Hi, you', callToAction: 'Shop now' },
      },
      { signal: adSet('Old', '203', '101'), fields: { adName: 'Ad 2', primaryText: null, callToAction: null } },
    ]));

  it("refuses another account's campaign", async () =>
    expect(
      await refusal(() =>
        facebookSegmentsFromCsv(meta, 'act1', `${FACEBOOK_HEADER}\nYoung,100,201,Ad 1,,,,,,\nFar,900,901,Ad 2,,,,,,`),
      ),
    ).toEqual(unprocessable('Upload failed. Check column [FB Campaign ID] (rows: [3])')));

  it('refuses an ad set of another campaign of the account', async () =>
    expect(
      await refusal(() => facebookSegmentsFromCsv(meta, 'act1', `${FACEBOOK_HEADER}\nYoung,101,201,Ad 1,,,,,,`)),
    ).toEqual(unprocessable('Upload failed. Check column [Ad Set ID] (rows: [2])')));
});
