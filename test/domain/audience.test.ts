// An audience of a campaign (domain/audience): a visible name unique in the campaign however it is cased, at least
// one rule, one per dimension, each with values, Google's segment types; the rule count the variation limit is divided
// by; and the import file: spec 3 §8's CSV messages, its values found in the node's look-ups by id or name.
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_MESSAGES,
  campaignRuleCount,
  decideAudiences,
  evolveAudiences,
  initialAudiencesState,
  type AudienceCommand,
  type AudienceEvent,
  type AudienceFields,
  type TargetingDimension,
  type TargetingValue,
} from '../../domain/audience';
import { parseAudienceRows, resolveAudienceRows } from '../../domain/audience/import';
import { DomainError } from '../../domain/shared/errors';
import { LEADING_SPACE } from '../../domain/shared/validation';

const CAMPAIGN = 'c'.repeat(24);
const NODE = 'n'.repeat(24);
const android = { id: '501012', name: 'Android' };
const ios = { id: '501013', name: 'iOS' };
const mobile: AudienceFields = {
  name: 'Mobile users',
  nodeId: NODE,
  rules: [{ dimension: 'operating_systems', values: [android, ios] }],
  segments: [{ type: 'CM Site', value: 'site-1' }],
};
const fold = (events: AudienceEvent[]) => events.reduce(evolveAudiences, initialAudiencesState());
const decide = (command: AudienceCommand, events: AudienceEvent[] = []) => decideAudiences(command, fold(events));
const create = (audienceId: string, fields: AudienceFields, events: AudienceEvent[] = []) =>
  decide({ type: 'CreateAudience', campaignId: CAMPAIGN, partnerId: 'p1', entry: { audienceId, fields } }, events);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('an audience', () => {
  it('is created with its rules and segments, its name trimmed at the end', () => {
    const [event] = create('a1', { ...mobile, name: 'Mobile users  ' });
    expect(event).toEqual({
      type: 'AudienceCreated',
      data: { campaignId: CAMPAIGN, partnerId: 'p1', audienceId: 'a1', fields: { ...mobile, name: 'Mobile users' } },
    });
  });

  it('refuses a blank or leading-space name, no rule, a dimension twice, a rule without values, a Meta type', () => {
    const cases: [Partial<AudienceFields>, string][] = [
      [{ name: ' Mobile' }, LEADING_SPACE],
      [{ rules: [] }, AUDIENCE_MESSAGES.noRule],
      [
        { rules: [...mobile.rules, { dimension: 'operating_systems', values: [ios] }] },
        AUDIENCE_MESSAGES.dimensionTwice,
      ],
      [{ rules: [{ dimension: 'browsers', values: [] }] }, AUDIENCE_MESSAGES.noValue],
      [{ segments: [{ type: 'Meta Ad Set', value: '1' }] }, AUDIENCE_MESSAGES.segmentType],
      [{ segments: [{ type: 'Custom', value: '  ' }] }, AUDIENCE_MESSAGES.segmentValue],
    ];
    for (const [change, message] of cases) {
      const error = refusal(() => create('a1', { ...mobile, ...change }));
      expect([error.statusCode, error.message]).toEqual([400, message]);
    }
  });

  it('has a name unique in the campaign however it is cased, also when renamed', () => {
    const made = create('a1', mobile);
    expect(refusal(() => create('a2', { ...mobile, name: 'MOBILE USERS' }, made)).statusCode).toBe(409);
    const other = [...made, ...create('a2', { ...mobile, name: 'Desktop' }, made)];
    const rename = {
      type: 'UpdateAudience',
      campaignId: CAMPAIGN,
      entry: { audienceId: 'a2', fields: mobile },
    } as const;
    expect(refusal(() => decide(rename, other)).message).toBe(AUDIENCE_MESSAGES.nameTaken);
  });

  it('changes only when something changed, and a missing one is not found', () => {
    const made = create('a1', mobile);
    const update = (fields: AudienceFields, audienceId = 'a1'): AudienceCommand => ({
      type: 'UpdateAudience',
      campaignId: CAMPAIGN,
      entry: { audienceId, fields },
    });
    expect(decide(update(mobile), made)).toEqual([]);
    expect(decide(update({ ...mobile, segments: [] }), made)[0]!.type).toBe('AudienceUpdated');
    expect(refusal(() => decide(update(mobile, 'zz'), made)).statusCode).toBe(404);
    expect(
      refusal(() => decide({ type: 'DeleteAudience', campaignId: CAMPAIGN, audienceId: 'zz' }, made)).statusCode,
    ).toBe(404);
  });

  it('counts its rules for the variation limit; delete all empties the campaign', () => {
    const two: AudienceFields = {
      ...mobile,
      name: 'Two',
      rules: [...mobile.rules, { dimension: 'languages', values: [{ id: '2', name: 'German' }] }],
    };
    const events = [...create('a1', mobile), ...create('a2', two, create('a1', mobile))];
    expect(campaignRuleCount(fold(events))).toBe(3);
    const [all] = decide({ type: 'DeleteAllAudiences', campaignId: CAMPAIGN }, events);
    expect(all).toEqual({ type: 'AllAudiencesDeleted', data: { campaignId: CAMPAIGN, audienceIds: ['a1', 'a2'] } });
    expect(fold([...events, all!]).audiences.size).toBe(0);
    expect(campaignRuleCount(fold([...events, all!]))).toBe(1);
    expect(decide({ type: 'DeleteAllAudiences', campaignId: CAMPAIGN }, [...events, all!])).toEqual([]);
  });
});

describe('the audience import file', () => {
  const header = ['Audience name', 'Operating systems', 'Languages', 'Segment type', 'Segment values'];
  const options = new Map<TargetingDimension, TargetingValue[]>([
    ['operating_systems', [android, ios]],
    ['languages', [{ id: '2', name: 'German' }]],
  ]);
  const parse = (rows: string[][], taken: string[] = []) => parseAudienceRows([header, ...rows], taken);
  const message = (rows: string[][], taken: string[] = []) => {
    const result = parse(rows, taken);
    if (result.ok) {
      const resolved = resolveAudienceRows(result.value, NODE, options);
      return resolved.ok ? null : resolved.message;
    }
    return result.message;
  };

  it('makes one audience per row, values found by id or by name without case', () => {
    const parsed = parse([
      ['Mobile', 'android; 501013', '', 'CM Site', 's1;s2'],
      ['Germans', '', 'German', '', ''],
    ]);
    expect(parsed.ok).toBe(true);
    const resolved = resolveAudienceRows(parsed.ok ? parsed.value : [], NODE, options);
    expect(resolved).toEqual({
      ok: true,
      value: [
        {
          name: 'Mobile',
          nodeId: NODE,
          rules: [{ dimension: 'operating_systems', values: [android, ios] }],
          segments: [
            { type: 'CM Site', value: 's1' },
            { type: 'CM Site', value: 's2' },
          ],
        },
        {
          name: 'Germans',
          nodeId: NODE,
          rules: [{ dimension: 'languages', values: [{ id: '2', name: 'German' }] }],
          segments: [],
        },
      ],
    });
  });

  it('refuses with the CSV messages of spec 3 §8', () => {
    const noName = parseAudienceRows([['Operating systems'], ['Android']], []);
    expect(noName.ok ? '' : noName.message).toBe(
      'Upload failed. CSV is missing the following columns: [Audience name]',
    );
    const unknown = parseAudienceRows(
      [
        ['Audience name', 'Browsers', 'Colour'],
        ['A', 'Chrome', 'red'],
      ],
      [],
    );
    expect(unknown.ok ? '' : unknown.message).toBe('Upload failed. Check column names [Colour] (rows: [1])');
    expect(message([])).toBe(
      'Upload failed. Please make sure you have included all required values (column Audience name, row 2).',
    );
    expect(
      message([
        ['A', 'Android', '', '', ''],
        ['', 'iOS', '', '', ''],
      ]),
    ).toBe('Upload failed. Please make sure you have included all required values (column Audience name, row 3).');
    expect(
      message([
        ['A', 'Android', '', '', ''],
        ['a', 'iOS', '', '', ''],
      ]),
    ).toBe('Upload failed. Check column [Audience name] (rows: [2, 3])');
    expect(message([['Taken', 'Android', '', '', '']], ['TAKEN'])).toBe(
      'Upload failed. Check column [Audience name] (rows: [2])',
    );
    expect(message([['A', '', '', '', '']])).toBe(
      'Upload failed. Please make sure you have included all required values (column Operating systems, row 2).',
    );
    expect(message([['A', 'Android', '', 'Meta Ad Set', '1']])).toBe(
      'Upload failed. Check column [Segment type] (rows: [2])',
    );
    expect(message([['A', 'Android', '', 'Custom', '']])).toBe(
      'Upload failed. Please make sure you have included all required values (column Segment values, row 2).',
    );
    expect(message([['A', 'Android', '', '', 'x']])).toBe(
      'Upload failed. Please make sure you have included all required values (column Segment type, row 2).',
    );
    expect(
      message([
        ['A', 'Android', '', '', ''],
        ['B', 'Symbian', '', '', ''],
        ['C', 'iOS', 'Klingon', '', ''],
      ]),
    ).toBe('Upload failed. Check column [Operating systems] (rows: [3])');
    expect(message([['A', 'Android', 'Klingon', '', '']])).toBe('Upload failed. Check column [Languages] (rows: [2])');
  });
});
