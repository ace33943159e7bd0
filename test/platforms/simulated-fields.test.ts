// Google's partial response (`fields`) as the simulated APIs answer it (platforms/google/simulated-fields.ts).
import { describe, expect, it } from 'vitest';
import { partialResponse } from '../../platforms/google/simulated-fields';

const list = {
  kind: 'dfareporting#creativesListResponse',
  nextPageToken: '1000',
  creatives: [
    { id: '1', name: 'a [k1]', active: true, size: { width: 300, height: 250 }, clickTags: [{ name: 'clickTag' }] },
    { id: '2', name: 'b [k2]', active: false, size: { width: 728, height: 90 } },
  ],
};

describe('partialResponse', () => {
  it('answers only the fields asked for, in lists and nested objects', () => {
    expect(partialResponse(list, 'nextPageToken,creatives(id,name,archived)')).toEqual({
      nextPageToken: '1000',
      creatives: [
        { id: '1', name: 'a [k1]' },
        { id: '2', name: 'b [k2]' },
      ],
    });
    expect(partialResponse(list, 'creatives/size/width,kind')).toEqual({
      creatives: [{ size: { width: 300 } }, { size: { width: 728 } }],
      kind: 'dfareporting#creativesListResponse',
    });
    expect(partialResponse(list, 'creatives(id,clickTags(name))')).toEqual({
      creatives: [{ id: '1', clickTags: [{ name: 'clickTag' }] }, { id: '2' }],
    });
  });

  it('answers the whole when no fields are asked for', () => {
    expect(partialResponse(list, undefined)).toBe(list);
    expect(partialResponse(list, '')).toBe(list);
  });
});
