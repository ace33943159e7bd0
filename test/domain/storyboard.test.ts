// The storyboards' rules (spec 3 §3, §4, §5, §6, §9), given/when/then over the concept's storyboard stream.
import { describe, expect, it } from 'vitest';
import { WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import {
  LEADING_SPACE,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG,
  REQUIRED,
  TEXT_DIRECTION_CONTROL,
} from '../../domain/shared/validation';
import {
  coerceStoryboardType,
  decideStoryboards,
  nameFromFile,
  NOTHING_TO_APPROVE,
  numberStoryboards,
  STORYBOARD_NOT_FOUND,
  STORYBOARD_TYPE_TITLES,
  STORYBOARD_VERSION_NOT_FOUND,
  StoryboardAggregate,
  storyboardFileFormat,
  type StoryboardCommand,
  type StoryboardEvent,
  type NewStoryboardVersion,
} from '../../domain/storyboard';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const given = spec(StoryboardAggregate, decideStoryboards).given;
const conceptId = 'd0000000000000000000000d';
const partnerId = 'a0000000000000000000000a';
const storyboardId = 'c0000000000000000000000c';
const userId = 'b0000000000000000000000b';
const at = '2026-11-23T05:00:00.000Z';

const version = (versionId: string, fileName = `${versionId}.png`): NewStoryboardVersion => ({
  versionId,
  fileName,
  format: 'png',
  size: 10,
  location: `storyboards/${conceptId}/${versionId}.png`,
  uploadedBy: userId,
  uploadedAt: at,
});
const create = (fields: Partial<Extract<StoryboardCommand, { type: 'CreateStoryboard' }>> = {}): StoryboardCommand => ({
  type: 'CreateStoryboard',
  conceptId,
  partnerId,
  storyboardId,
  name: 'Opening',
  storyboardType: 'video',
  sortIndex: null,
  createdBy: userId,
  ...fields,
});
const created: StoryboardEvent = {
  type: 'StoryboardCreated',
  data: {
    conceptId,
    partnerId,
    storyboardId,
    name: 'Opening',
    storyboardType: 'video',
    sortIndex: null,
    createdBy: userId,
  },
};
const added = (versionId: string, number = Number(versionId.slice(1))): StoryboardEvent => ({
  type: 'StoryboardVersionAdded',
  data: { conceptId, storyboardId, ...version(versionId), number },
});
const approve = (role: Role, versionId: string | null = null): StoryboardCommand => ({
  type: 'ApproveStoryboard',
  storyboardId,
  versionId,
  approvedBy: userId,
  role,
  approvedAt: at,
});
const approved = (versionId: string, role: Role = 'MANAGER'): StoryboardEvent => ({
  type: 'StoryboardApproved',
  data: { conceptId, storyboardId, versionId, approvedBy: userId, role, approvedAt: at },
});

describe('types', () => {
  it('titles the types exactly; unknown, empty and missing types become image', () => {
    expect(STORYBOARD_TYPE_TITLES).toMatchObject({
      video: 'Video',
      display: 'Display & Social',
      guide: 'Fix & Flex Guide',
    });
    expect(
      ['video', 'display', 'guide', 'image', 'hologram', '', null, undefined, 'VIDEO'].map(coerceStoryboardType),
    ).toEqual(['video', 'display', 'guide', 'image', 'image', 'image', 'image', 'image', 'image']);
  });

  it('creating with an unknown type records image', () =>
    given([])
      .when(create({ storyboardType: 'hologram' }))
      .then([{ ...created, data: { ...created.data, storyboardType: 'image' } } as StoryboardEvent]));
});

describe('names', () => {
  it('records a trimmed name', () =>
    given([])
      .when(create({ name: 'Opening  ' }))
      .then([created]));
  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    [' Opening', LEADING_SPACE],
    ['x'.repeat(NAME_MAX_LENGTH + 1), NAME_TOO_LONG],
  ])('refuses %j with 422 %s', (name, message) => given([]).when(create({ name })).thenThrows(422, message));
  it('refuses a second storyboard with the same id', () =>
    given([created]).when(create()).thenThrows(409, MESSAGES.alreadyExist));
  it('an imported file names its storyboard: no extension, trimmed, cut to the longest name', () => {
    expect(nameFromFile('Hero cut.mp4')).toBe('Hero cut');
    expect(nameFromFile('archive.tar.pdf')).toBe('archive.tar');
    expect(nameFromFile(`${'a'.repeat(200)}.png`)).toHaveLength(NAME_MAX_LENGTH);
  });
});

describe('sorting and numbering (spec 3 §9)', () => {
  const board = (name: string, type: 'video' | 'display' | 'guide' | 'image', sortIndex: number | null = null) => ({
    name,
    type,
    sortIndex,
  });
  it('groups by type title, sorts by name within a type (digits as numbers), numbers within each type', () => {
    const list = numberStoryboards([
      board('Scene 10', 'video'),
      board('b', 'display'),
      board('Scene 2', 'video'),
      board('A', 'display'),
      board('Mood', 'image'),
      board('Fix', 'guide'),
    ]);
    expect(list.map((s) => `${s.label}: ${s.name}`)).toEqual([
      'Display & Social 1: A',
      'Display & Social 2: b',
      'Fix & Flex Guide 1: Fix',
      'Image 1: Mood',
      'Video 1: Scene 2',
      'Video 2: Scene 10',
    ]);
  });
  it('a sort index from a reorder comes before the name within a type', () => {
    const list = numberStoryboards([board('A', 'video'), board('B', 'video', 1), board('C', 'video', 0)]);
    expect(list.map((s) => `${s.number} ${s.name}`)).toEqual(['1 C', '2 B', '3 A']);
  });
});

describe('files (spec 3 §5)', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
  const mp4 = bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0);
  it.each([
    ['a.png', png, 'png'],
    ['A.PNG', png, 'png'],
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpg'],
    ['a.jpeg', bytes(0xff, 0xd8, 0xff, 0xdb), 'jpeg'],
    ['a.gif', bytes('GIF89a'), 'gif'],
    ['a.webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['a.pdf', bytes('%PDF-1.7'), 'pdf'],
    ['a.mp4', mp4, 'mp4'],
  ])('takes %s', (name, head, format) => expect(storyboardFileFormat(name, head)).toBe(format));
  it.each([
    ['a text file named .png', 'a.png', bytes('hello world')],
    ['a png named .jpg', 'a.jpg', png],
    ['a QuickTime movie named .mp4', 'a.mp4', bytes(0, 0, 0, 0x14, 'ftypqt  ')],
    ['a mov', 'a.mov', mp4],
    ['an svg', 'a.svg', bytes('<svg')],
    ['no extension', 'png', png],
    ['an empty file', 'a.png', new Uint8Array()],
  ])('refuses %s', (_, name, head) => expect(storyboardFileFormat(name, head)).toBeNull());
});

describe('versions', () => {
  it('each upload is a version', () =>
    given([created, added('v1')])
      .when({ type: 'AddStoryboardVersion', storyboardId, version: version('v2') })
      .then([added('v2')]));
  it(`a version of a missing storyboard: 404 '${STORYBOARD_NOT_FOUND}'`, () =>
    given([])
      .when({ type: 'AddStoryboardVersion', storyboardId, version: version('v1') })
      .thenThrows(404, STORYBOARD_NOT_FOUND));
  it('deletes a version', () =>
    given([created, added('v1')])
      .when({ type: 'DeleteStoryboardVersion', storyboardId, versionId: 'v1' })
      .then([{ type: 'StoryboardVersionDeleted', data: { conceptId, storyboardId, versionId: 'v1' } }]));
  it("numbers versions by upload: a deleted version's number is not reused", () =>
    given([
      created,
      added('v1'),
      added('v2'),
      { type: 'StoryboardVersionDeleted', data: { conceptId, storyboardId, versionId: 'v2' } },
    ])
      .when({ type: 'AddStoryboardVersion', storyboardId, version: version('v3') })
      .then([added('v3', 3)]));
  it(`deleting a version twice: 404 '${STORYBOARD_VERSION_NOT_FOUND}'`, () =>
    given([
      created,
      added('v1'),
      { type: 'StoryboardVersionDeleted', data: { conceptId, storyboardId, versionId: 'v1' } },
    ])
      .when({ type: 'DeleteStoryboardVersion', storyboardId, versionId: 'v1' })
      .thenThrows(404, STORYBOARD_VERSION_NOT_FOUND));
  it('an import is a new storyboard named after its file with the file as its first version; an mp4 makes a video', () =>
    given([])
      .when({
        type: 'ImportStoryboard',
        conceptId,
        partnerId,
        storyboardId,
        createdBy: userId,
        version: { ...version('v1', 'Hero.mp4'), format: 'mp4' },
      })
      .then([
        {
          type: 'StoryboardCreated',
          data: {
            conceptId,
            partnerId,
            storyboardId,
            name: 'Hero',
            storyboardType: 'video',
            sortIndex: null,
            createdBy: userId,
          },
        },
        {
          type: 'StoryboardVersionAdded',
          data: { conceptId, storyboardId, ...version('v1', 'Hero.mp4'), format: 'mp4', number: 1 },
        },
      ]));
});

describe('changes, reorder, delete', () => {
  it('records only what changes; nothing changed is no event', () => {
    given([created])
      .when({ type: 'ChangeStoryboard', storyboardId, name: 'Opening', storyboardType: 'guide' })
      .then([{ type: 'StoryboardChanged', data: { conceptId, storyboardId, storyboardType: 'guide' } }]);
    given([created])
      .when({ type: 'ChangeStoryboard', storyboardId, name: 'Opening', storyboardType: 'video' })
      .then([]);
  });
  it('reorders the named storyboards; an unknown one is 404, a repeated one 400', () => {
    given([created])
      .when({ type: 'ReorderStoryboards', order: [{ storyboardId, sortIndex: 3 }] })
      .then([{ type: 'StoryboardsReordered', data: { conceptId, order: [{ storyboardId, sortIndex: 3 }] } }]);
    given([created])
      .when({ type: 'ReorderStoryboards', order: [{ storyboardId: 'x', sortIndex: 3 }] })
      .thenThrows(404, STORYBOARD_NOT_FOUND);
    given([created])
      .when({
        type: 'ReorderStoryboards',
        order: [
          { storyboardId, sortIndex: 1 },
          { storyboardId, sortIndex: 2 },
        ],
      })
      .thenThrows(400, MESSAGES.wrongParams);
  });
  it('deletes a storyboard, after which it is not found', () => {
    const deleted: StoryboardEvent = { type: 'StoryboardDeleted', data: { conceptId, storyboardId } };
    given([created]).when({ type: 'DeleteStoryboard', storyboardId }).then([deleted]);
    given([created, deleted]).when({ type: 'DeleteStoryboard', storyboardId }).thenThrows(404, STORYBOARD_NOT_FOUND);
  });
});

describe('approval (spec 3 §4, §6)', () => {
  it.each(['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER'] as const)(
    '%s approves the latest version by default',
    (role) =>
      given([created, added('v1'), added('v2')])
        .when(approve(role))
        .then([approved('v2', role)]),
  );
  it.each(['SELF_SERVICE_REVIEWER', 'REVIEWER', 'ANALYST'] as const)(
    `%s is refused: 403 '${WRONG_ROLES_MESSAGE}'`,
    (role) =>
      given([created, added('v1')])
        .when(approve(role))
        .thenThrows(403, WRONG_ROLES_MESSAGE),
  );
  it('approves a named version', () =>
    given([created, added('v1'), added('v2')])
      .when(approve('MANAGER', 'v1'))
      .then([approved('v1')]));
  it(`a storyboard without a version: 422 '${NOTHING_TO_APPROVE}'; an unknown version: 404`, () => {
    given([created]).when(approve('MANAGER')).thenThrows(422, NOTHING_TO_APPROVE);
    given([created, added('v1')])
      .when(approve('MANAGER', 'nope'))
      .thenThrows(404, STORYBOARD_VERSION_NOT_FOUND);
  });
  it('the same user approving the same version again changes nothing; a deleted version takes its approvals with it', () => {
    given([created, added('v1'), approved('v1')])
      .when(approve('MANAGER'))
      .then([]);
    given([
      created,
      added('v1'),
      added('v2'),
      approved('v2'),
      { type: 'StoryboardVersionDeleted', data: { conceptId, storyboardId, versionId: 'v2' } },
    ])
      .when(approve('MANAGER'))
      .then([approved('v1')]);
  });
});

describe('storyboard type (issue 17 §1)', () => {
  it.each(INVISIBLE_NAMES)(
    'refuses a type of %s, on create and change, rather than taking it as image',
    (_label, storyboardType) => {
      given([]).when(create({ storyboardType })).thenThrows(422, REQUIRED);
      given([created]).when({ type: 'ChangeStoryboard', storyboardId, storyboardType }).thenThrows(422, REQUIRED);
    },
  );

  it('refuses a name with text-direction controls', () => {
    given([])
      .when(create({ name: 'probe\u202Egnp.exe' }))
      .thenThrows(422, TEXT_DIRECTION_CONTROL);
  });
});
