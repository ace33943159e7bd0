// The Signals CSV (domain/personalise/signals-csv.ts): spec 2 §5 "Signals CSV" and "User segment import fields",
// spec 3 §5, §8, with the messages verbatim and the row and column named.
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../domain/campaign/platforms';
import { parseSignalsCsv, SEGMENT_VALUE_COLUMNS, signalsCsvHeader } from '../../domain/personalise/signals-csv';
import { segmentTypesFor, USER_SEGMENT_TYPES } from '../../domain/personalise/signals';

const rowsOf = (text: string) => text.split('\n').map((line) => line.split(','));
const segment = (name: string, values: string[], campaignIds: string[] = [], segmentType = 'CM Ad') => ({
  name,
  type: 'userSegment',
  segmentType,
  values,
  campaignIds,
  schedule: null,
  countries: [],
});
const refused = (message: string) => ({ ok: false, message });

describe('a Signals CSV that is accepted', () => {
  it('gives one user segment per row: the name, then the values of the type’s column', () =>
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\nSpring,111\nSummer,222'), 'CM Ad', 'google')).toEqual({
      ok: true,
      signals: [segment('Spring', ['111']), segment('Summer', ['222'])],
    }));

  it('takes several values from a repeated value column, blank cells and repeats ignored', () =>
    expect(
      parseSignalsCsv(
        rowsOf('Segment name,Placement ID,Placement ID,Placement ID\nSpring,1,,2\nSummer,3,3,'),
        'CM Placement',
        'google',
      ),
    ).toEqual({
      ok: true,
      signals: [segment('Spring', ['1', '2'], [], 'CM Placement'), segment('Summer', ['3'], [], 'CM Placement')],
    }));

  it('reads Campaign Ids for DV360 Line Item segments, separated by commas, semicolons or spaces', () =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', 'Line Item ID', 'Campaign Ids'],
          ['Spring', '51', '7, 8;9 7'],
        ],
        'DV360 Line Item',
        'dv360',
      ),
    ).toEqual({
      ok: true,
      signals: [segment('Spring', ['51'], ['7', '8', '9'], 'DV360 Line Item')],
    }));

  it('reads Meta Ad Set segments with their campaign ids on a facebook tree', () =>
    expect(
      parseSignalsCsv(rowsOf('Segment name,Ad Set ID,Campaign Ids\nSpring,2385,1200'), 'Meta Ad Set', 'facebook'),
    ).toEqual({
      ok: true,
      signals: [segment('Spring', ['2385'], ['1200'], 'Meta Ad Set')],
    }));

  it('matches header names trimmed and in any case, and trims cells', () =>
    expect(
      parseSignalsCsv(
        [
          [' segment NAME ', 'ad id'],
          ['  Spring ', ' 111 '],
        ],
        'CM Ad',
        'google',
      ),
    ).toEqual({ ok: true, signals: [segment('Spring', ['111'])] }));

  it('skips blank rows (a spreadsheet’s empty lines) and keeps counting them for row numbers', () => {
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\n\nSpring,111\n,\n'), 'CM Ad', 'google')).toEqual({
      ok: true,
      signals: [segment('Spring', ['111'])],
    });
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\n\nSpring,111\n,\nSummer,'), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Ad ID, row 5).'),
    );
  });

  it('knows a header for every segment type: the name, the type’s value column, Campaign Ids where the type needs them', () => {
    expect(USER_SEGMENT_TYPES.map((type) => signalsCsvHeader(type))).toEqual([
      ['Segment name', 'Ad ID'],
      ['Segment name', 'Dynamic Targeting Key'],
      ['Segment name', 'Placement ID'],
      ['Segment name', 'Site ID'],
      ['Segment name', 'Value'],
      ['Segment name', 'Audience ID'],
      ['Segment name', 'Insertion Order ID'],
      ['Segment name', 'Line Item ID', 'Campaign Ids'],
      ['Segment name', 'Ad Set ID', 'Campaign Ids'],
      ['Segment name', 'Ad Set ID'],
      ['Segment name', 'Ad Group ID'],
    ]);
    for (const type of segmentTypesFor('google')) {
      const header = signalsCsvHeader(type);
      const row = header.map((_, i) => (i === 0 ? 'Spring' : '42'));
      expect(parseSignalsCsv([header, row], type, 'google'), type).toMatchObject({
        ok: true,
        signals: [{ name: 'Spring', segmentType: type, values: ['42'] }],
      });
    }
  });
});

const NOT_AVAILABLE = 'This user segment type is not available on this platform';

describe('segment types per platform (spec 2 §3): refused as a single segment of the type is', () => {
  const refusedTypes = PLATFORMS.flatMap((platform) =>
    USER_SEGMENT_TYPES.filter((type) => !segmentTypesFor(platform).includes(type)).map((type) => ({ type, platform })),
  );

  it('leaves some type out on every platform', () =>
    expect(new Set(refusedTypes.map((t) => t.platform))).toEqual(new Set(PLATFORMS)));

  it.each(refusedTypes)(`refuses $type on a $platform tree: '${NOT_AVAILABLE}'`, ({ type, platform }) =>
    expect(parseSignalsCsv([signalsCsvHeader(type), ['Spring', '1', '2']], type, platform)).toEqual(
      refused(NOT_AVAILABLE),
    ),
  );

  it('refuses a type that does not exist', () =>
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\nSpring,1'), 'CM Creative', 'google')).toEqual(
      refused(NOT_AVAILABLE),
    ));
});

describe('columns', () => {
  it.each([
    ['an empty file', [], 'CM Ad', 'Upload failed. CSV is missing the following columns: [Segment name, Ad ID]'],
    [
      'a lone name column',
      [['Segment name'], ['Spring']],
      'CM Ad',
      'Upload failed. CSV is missing the following columns: [Ad ID]',
    ],
    [
      'another type’s value column',
      [
        ['Segment name', 'Site ID'],
        ['Spring', '1'],
      ],
      'CM Ad',
      'Upload failed. CSV is missing the following columns: [Ad ID]',
    ],
    [
      'no name column',
      [['Ad ID'], ['1']],
      'CM Ad',
      'Upload failed. CSV is missing the following columns: [Segment name]',
    ],
    [
      'DV360 Line Item without Campaign Ids',
      [
        ['Segment name', 'Line Item ID'],
        ['Spring', '1'],
      ],
      'DV360 Line Item',
      'Upload failed. CSV is missing the following columns: [Campaign Ids]',
    ],
  ])('%s: missing columns', (_name, rows, type, message) =>
    expect(parseSignalsCsv(rows, type, 'google')).toEqual(refused(message)),
  );

  it('names every missing column, Campaign Ids included, for Meta Ad Set', () =>
    expect(parseSignalsCsv([['Note'], ['x']], 'Meta Ad Set', 'facebook')).toEqual(
      refused('Upload failed. CSV is missing the following columns: [Segment name, Ad Set ID, Campaign Ids]'),
    ));

  it.each([
    [
      'an unknown column',
      [
        ['Segment name', 'Ad ID', 'Note', 'Owner'],
        ['Spring', '1', 'x', 'y'],
      ],
      '[Note, Owner]',
    ],
    [
      'Campaign Ids where the type takes none',
      [
        ['Segment name', 'Ad ID', 'Campaign Ids'],
        ['Spring', '1', '7'],
      ],
      '[Campaign Ids]',
    ],
    [
      'a header cell left blank',
      [
        ['Segment name', 'Ad ID', ''],
        ['Spring', '1', ''],
      ],
      '[column 3]',
    ],
    [
      'the name column twice',
      [
        ['Segment name', 'Ad ID', 'Segment name'],
        ['Spring', '1', 'Spring'],
      ],
      '[Segment name]',
    ],
    [
      'the name column not first',
      [
        ['Ad ID', 'Segment name'],
        ['1', 'Spring'],
      ],
      '[Segment name]',
    ],
  ])('%s: Check column names, row 1', (_name, rows, columns) =>
    expect(parseSignalsCsv(rows, 'CM Ad', 'google')).toEqual(
      refused(`Upload failed. Check column names ${columns} (rows: [1])`),
    ),
  );

  it('refuses Campaign Ids given twice', () =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', 'Line Item ID', 'Campaign Ids', 'Campaign Ids'],
          ['Spring', '1', '7', '8'],
        ],
        'DV360 Line Item',
        'google',
      ),
    ).toEqual(refused('Upload failed. Check column names [Campaign Ids] (rows: [1])')));
});

describe('rows', () => {
  it.each([
    ['a header alone', 'Segment name,Ad ID'],
    ['a header and blank lines', 'Segment name,Ad ID\n\n,\n'],
  ])("%s: 'required values (column Segment name, row 2)'", (_name, text) =>
    expect(parseSignalsCsv(rowsOf(text), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Segment name, row 2).'),
    ),
  );

  it('refuses rows longer or shorter than the header, naming the columns and every such row', () =>
    expect(
      parseSignalsCsv(rowsOf('Segment name,Ad ID\nSpring,1\nSummer\nAutumn,3\nWinter,4,5'), 'CM Ad', 'google'),
    ).toEqual(refused('Upload failed. Check column names [Segment name, Ad ID] (rows: [3, 5])')));

  it('refuses a blank segment name, naming the first such row', () =>
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\nSpring,1\n ,2\n,3'), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Segment name, row 3).'),
    ));

  it.each([
    ['a newline', 'Spr\ning'],
    ['a carriage return', 'Spr\ring'],
    ['a tab', 'Spr\ting'],
    ['a NUL', 'Spr\u0000ing'],
    ['a line separator', 'Spr\u2028ing'],
  ])('refuses %s in a segment name, naming every such row', (_name, bad) =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', 'Ad ID'],
          [bad, '1'],
          ['Summer', '2'],
          [`${bad} 2`, '3'],
        ],
        'CM Ad',
        'google',
      ),
    ).toEqual(refused('Upload failed. Check column [Segment name] (rows: [2, 4])')),
  );

  it('refuses names given twice in the file (case-insensitively), naming every row that has one', () =>
    expect(
      parseSignalsCsv(
        rowsOf('Segment name,Ad ID\nSpring,1\nSummer,2\nspring,3\nAutumn,4\nSUMMER,5'),
        'CM Ad',
        'google',
      ),
    ).toEqual(refused('Upload failed. Check column [Segment name] (rows: [2, 3, 4, 6])')));

  it('refuses a row with no value after the name, naming the value column and the row', () =>
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID,Ad ID\nSpring,1,\nSummer,,'), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Ad ID, row 3).'),
    ));

  it.each([
    ['DV360 Line Item', 'dv360', 'Line Item ID'],
    ['Meta Ad Set', 'facebook', 'Ad Set ID'],
  ] as const)('refuses a %s row without campaign ids', (type, platform, valueColumn) =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', valueColumn, 'Campaign Ids'],
          ['Spring', '1', '7'],
          ['Summer', '2', ' , ;'],
        ],
        type,
        platform,
      ),
    ).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Campaign Ids, row 3).'),
    ),
  );

  it('refuses prohibited symbols in a value, naming the value column', () =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', 'Ad ID'],
          ['Spring', '1'],
          ['Summer', '2\n3'],
        ],
        'CM Ad',
        'google',
      ),
    ).toEqual(refused('Upload failed. Check column [Ad ID] (rows: [3])')));

  it('refuses prohibited symbols in the campaign ids', () =>
    expect(
      parseSignalsCsv(
        [
          ['Segment name', 'Line Item ID', 'Campaign Ids'],
          ['Spring', '1', '7\t8'],
        ],
        'DV360 Line Item',
        'google',
      ),
    ).toEqual(refused('Upload failed. Check column [Campaign Ids] (rows: [2])')));

  it('lists at most 20 rows, then an ellipsis', () => {
    const rows = [['Segment name', 'Ad ID'], ...Array.from({ length: 25 }, () => ['Same', '1'])];
    expect(parseSignalsCsv(rows, 'CM Ad', 'google')).toEqual(
      refused(
        `Upload failed. Check column [Segment name] (rows: [${Array.from({ length: 20 }, (_, i) => i + 2).join(', ')}, …])`,
      ),
    );
  });

  it('answers the first failure in the order of the rules: the header, then the rows’ length, then the cells', () => {
    const text = 'Segment name,Ad ID\nSpring,1\nSpring,\n,3';
    expect(parseSignalsCsv(rowsOf(`${text}\nSummer,4,5`), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Check column names [Segment name, Ad ID] (rows: [5])'),
    );
    expect(parseSignalsCsv(rowsOf(text), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Please make sure you have included all required values (column Segment name, row 4).'),
    );
    expect(parseSignalsCsv(rowsOf('Segment name,Ad ID\nSpring,1\nSpring,'), 'CM Ad', 'google')).toEqual(
      refused('Upload failed. Check column [Segment name] (rows: [2, 3])'),
    );
  });

  it('names each type’s own value column in its messages', () => {
    for (const type of segmentTypesFor('google')) {
      const header = signalsCsvHeader(type);
      const row = header.map((_, i) => (i === 0 ? 'Spring' : i === 1 ? '' : '7'));
      expect(parseSignalsCsv([header, row], type, 'google')).toEqual(
        refused(
          `Upload failed. Please make sure you have included all required values (column ${SEGMENT_VALUE_COLUMNS[type]}, row 2).`,
        ),
      );
    }
  });
});
