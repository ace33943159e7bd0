import { describe, it } from 'vitest';
import type { StoryboardEvent, StoryboardVersion } from '../../domain/storyboard/events';
import { storyboardsProjection } from '../../projections/storyboards/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(storyboardsProjection);
const BOARDS = 'SELECT id, name, type, sort_index, updated_at FROM storyboard ORDER BY id';
const VERSIONS = 'SELECT id, storyboard_id, number, seq FROM storyboard_version ORDER BY seq';
const APPROVALS =
  'SELECT storyboard_id, version_id, approved_by, role, approved_at FROM storyboard_approval ORDER BY version_id, approved_by';
/** The metadata's actor of every event made by stream(). */
const ACTOR = 'spec-user';

const version = (versionId: string, number: number, minute: number): StoryboardVersion => ({
  versionId,
  number,
  fileName: `board-${number}.pdf`,
  format: 'pdf',
  size: 1000 + number,
  location: `storyboards/${versionId}`,
  uploadedBy: 'u1',
  uploadedAt: at(minute),
});

const boards = () => {
  const event = stream<StoryboardEvent>('Storyboard-x1');
  const created = (storyboardId: string, name: string, sortIndex: number | null, minute: number) =>
    event(
      'StoryboardCreated',
      { conceptId: 'x1', storyboardId, partnerId: 'p1', name, storyboardType: 'video', sortIndex, createdBy: 'u1' },
      minute,
    );
  const given = [created('s1', 'Opening', 0, 1), created('s2', 'Closing', 1, 2)];
  return { event, given };
};

/** s1 with two versions, the first approved by two people. */
const approved = () => {
  const { event, given } = boards();
  return {
    event,
    given: [
      ...given,
      event('StoryboardVersionAdded', { conceptId: 'x1', storyboardId: 's1', ...version('v1', 1, 3) }, 3),
      event('StoryboardVersionAdded', { conceptId: 'x1', storyboardId: 's1', ...version('v2', 2, 4) }, 4),
      event('StoryboardVersionAdded', { conceptId: 'x1', storyboardId: 's2', ...version('v3', 1, 5) }, 5),
      event(
        'StoryboardApproved',
        { conceptId: 'x1', storyboardId: 's1', versionId: 'v1', approvedBy: 'u2', role: 'ADMIN', approvedAt: at(6) },
        6,
      ),
      event(
        'StoryboardApproved',
        { conceptId: 'x1', storyboardId: 's1', versionId: 'v1', approvedBy: 'u3', role: 'REVIEWER', approvedAt: at(7) },
        7,
      ),
    ],
  };
};

describe('storyboards projection', () => {
  it("holds a concept's created storyboards with who made them", async () => {
    const { given } = boards();
    await spec
      .given(given)
      .then(
        'SELECT id, concept_id, partner_id, name, type, sort_index, created_by, created_at, updated_at, updated_by FROM storyboard ORDER BY id',
        [
          {
            id: 's1',
            concept_id: 'x1',
            partner_id: 'p1',
            name: 'Opening',
            type: 'video',
            sort_index: 0,
            created_by: 'u1',
            created_at: date(1),
            updated_at: date(1),
            updated_by: ACTOR,
          },
          {
            id: 's2',
            concept_id: 'x1',
            partner_id: 'p1',
            name: 'Closing',
            type: 'video',
            sort_index: 1,
            created_by: 'u1',
            created_at: date(2),
            updated_at: date(2),
            updated_by: ACTOR,
          },
        ],
      );
  });

  it('changes only the fields present, and a null sort index clears it', async () => {
    const { event, given } = boards();
    await spec
      .given(given)
      .when([
        event('StoryboardChanged', { conceptId: 'x1', storyboardId: 's1', name: 'Intro' }, 3),
        event(
          'StoryboardChanged',
          { conceptId: 'x1', storyboardId: 's2', storyboardType: 'guide', sortIndex: null },
          4,
        ),
      ])
      .then(BOARDS, [
        { id: 's1', name: 'Intro', type: 'video', sort_index: 0, updated_at: date(3) },
        { id: 's2', name: 'Closing', type: 'guide', sort_index: null, updated_at: date(4) },
      ]);
  });

  it('reorders the storyboards named, leaving the others', async () => {
    const { event, given } = boards();
    const other = stream<StoryboardEvent>('Storyboard-x2');
    await spec
      .given([
        ...given,
        other(
          'StoryboardCreated',
          {
            conceptId: 'x2',
            storyboardId: 's3',
            partnerId: 'p1',
            name: 'Else',
            storyboardType: 'image',
            sortIndex: 5,
            createdBy: 'u1',
          },
          2,
        ),
      ])
      .when([
        event(
          'StoryboardsReordered',
          {
            conceptId: 'x1',
            order: [
              { storyboardId: 's2', sortIndex: 0 },
              { storyboardId: 's1', sortIndex: 1 },
            ],
          },
          3,
        ),
      ])
      .then(BOARDS, [
        { id: 's1', name: 'Opening', type: 'video', sort_index: 1, updated_at: date(3) },
        { id: 's2', name: 'Closing', type: 'video', sort_index: 0, updated_at: date(3) },
        { id: 's3', name: 'Else', type: 'image', sort_index: 5, updated_at: date(2) },
      ]);
  });

  it('keeps each upload as a version in upload order, touching its storyboard', async () => {
    const { given } = approved();
    await spec.given(given).then(
      `SELECT id, storyboard_id, number, file_name, format, size, location, uploaded_by, uploaded_at, seq
           FROM storyboard_version ORDER BY seq`,
      [
        {
          id: 'v1',
          storyboard_id: 's1',
          number: 1,
          file_name: 'board-1.pdf',
          format: 'pdf',
          size: '1001',
          location: 'storyboards/v1',
          uploaded_by: 'u1',
          uploaded_at: date(3),
          seq: '2',
        },
        {
          id: 'v2',
          storyboard_id: 's1',
          number: 2,
          file_name: 'board-2.pdf',
          format: 'pdf',
          size: '1002',
          location: 'storyboards/v2',
          uploaded_by: 'u1',
          uploaded_at: date(4),
          seq: '3',
        },
        {
          id: 'v3',
          storyboard_id: 's2',
          number: 1,
          file_name: 'board-1.pdf',
          format: 'pdf',
          size: '1001',
          location: 'storyboards/v3',
          uploaded_by: 'u1',
          uploaded_at: date(5),
          seq: '4',
        },
      ],
    );
    await spec.given(given).then('SELECT id, updated_at FROM storyboard ORDER BY id', [
      { id: 's1', updated_at: date(7) },
      { id: 's2', updated_at: date(5) },
    ]);
  });

  it('keeps each approval of a version once, the first standing', async () => {
    const { event, given } = approved();
    await spec
      .given(given)
      .when([
        event(
          'StoryboardApproved',
          { conceptId: 'x1', storyboardId: 's1', versionId: 'v1', approvedBy: 'u2', role: 'ADMIN', approvedAt: at(8) },
          8,
        ),
      ])
      .then(APPROVALS, [
        { storyboard_id: 's1', version_id: 'v1', approved_by: 'u2', role: 'ADMIN', approved_at: date(6) },
        { storyboard_id: 's1', version_id: 'v1', approved_by: 'u3', role: 'REVIEWER', approved_at: date(7) },
      ]);
  });

  it('drops a deleted version with its approvals, keeping the numbers of the rest', async () => {
    const { event, given } = approved();
    const deleted = event('StoryboardVersionDeleted', { conceptId: 'x1', storyboardId: 's1', versionId: 'v1' }, 8);
    await spec
      .given(given)
      .when([deleted])
      .then(VERSIONS, [
        { id: 'v2', storyboard_id: 's1', number: 2, seq: '3' },
        { id: 'v3', storyboard_id: 's2', number: 1, seq: '4' },
      ]);
    await spec.given(given).when([deleted]).then(APPROVALS, []);
    await spec
      .given(given)
      .when([deleted])
      .then(BOARDS, [
        { id: 's1', name: 'Opening', type: 'video', sort_index: 0, updated_at: date(8) },
        { id: 's2', name: 'Closing', type: 'video', sort_index: 1, updated_at: date(5) },
      ]);
  });

  it('drops a deleted storyboard with its versions and approvals, and leaves the others', async () => {
    const { event, given } = approved();
    const deleted = event('StoryboardDeleted', { conceptId: 'x1', storyboardId: 's1' }, 8);
    await spec
      .given(given)
      .when([deleted])
      .then(BOARDS, [{ id: 's2', name: 'Closing', type: 'video', sort_index: 1, updated_at: date(5) }]);
    await spec
      .given(given)
      .when([deleted])
      .then(VERSIONS, [{ id: 'v3', storyboard_id: 's2', number: 1, seq: '4' }]);
    await spec.given(given).when([deleted]).then(APPROVALS, []);
  });

  it('writes no row for a change to an unknown storyboard', async () => {
    const event = stream<StoryboardEvent>('Storyboard-x9');
    await spec
      .given([
        event('StoryboardChanged', { conceptId: 'x9', storyboardId: 's9', name: 'Ghost' }, 1),
        event('StoryboardsReordered', { conceptId: 'x9', order: [{ storyboardId: 's9', sortIndex: 0 }] }, 2),
        event('StoryboardVersionDeleted', { conceptId: 'x9', storyboardId: 's9', versionId: 'v9' }, 3),
      ])
      .then('SELECT id FROM storyboard', []);
  });
});
