import { describe, it } from 'vitest';
import type { TemplateEvent, TemplateVersionFacts } from '../../domain/template/events';
import { templatesProjection } from '../../projections/templates/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(templatesProjection);
const VERSIONS = 'SELECT id, generation, version, archived, updated_at FROM template_version ORDER BY id';
const GENERATIONS = 'SELECT generation, archived, business_node_ids FROM template_generation ORDER BY generation';

const facts = (templateId: string, generation: number, version: number, minute: number): TemplateVersionFacts => ({
  conceptId: 'x1',
  templateId,
  partnerId: 'p1',
  generation,
  version,
  name: '300x250-Spring',
  title: 'Spring',
  size: '300x250',
  sizeGroup: '300x250',
  format: 'fixed',
  kind: 'html',
  formats: { display: ['banner'], social: [], video: [] },
  suitableChannels: ['display'],
  dynamicFields: [
    { name: 'headline', type: 'text', defaultValue: 'Hello', possibleValues: null, imageSize: null, required: true },
  ],
  storage: `templates/${templateId}`,
  entry: 'index.html',
  files: ['index.html', 'logo.png'],
  createdBy: 'u1',
  createdAt: at(minute),
});

const uploaded = () => {
  const event = stream<TemplateEvent>('ConceptTemplates-x1');
  return { event, given: [event('TemplateUploaded', facts('t1', 1, 1, 1), 1)] };
};

describe('templates projection', () => {
  it('holds an uploaded version, unapproved and waiting for its render, in a generation not archived', async () => {
    const { given } = uploaded();
    await spec.given(given).then(
      `SELECT id, concept_id, partner_id, generation, version, name, title, size, size_group, format, kind, formats,
         suitable_channels, dynamic_fields, approvals, archived, storage, entry, files, render_status, thumb_location,
         created_by, created_at, updated_at FROM template_version`,
      [
        {
          id: 't1',
          concept_id: 'x1',
          partner_id: 'p1',
          generation: 1,
          version: 1,
          name: '300x250-Spring',
          title: 'Spring',
          size: '300x250',
          size_group: '300x250',
          format: 'fixed',
          kind: 'html',
          formats: { display: ['banner'], social: [], video: [] },
          suitable_channels: ['display'],
          dynamic_fields: facts('t1', 1, 1, 1).dynamicFields,
          approvals: [],
          archived: false,
          storage: 'templates/t1',
          entry: 'index.html',
          files: ['index.html', 'logo.png'],
          render_status: 'pending',
          thumb_location: null,
          created_by: 'u1',
          created_at: date(1),
          updated_at: date(1),
        },
      ],
    );
    await spec.given(given).then(GENERATIONS, [{ generation: 1, archived: false, business_node_ids: null }]);
  });

  it('adds an edited version to its generation and a resized one as a new generation', async () => {
    const { event, given } = uploaded();
    await spec
      .given(given)
      .when([
        event('TemplateCodeEdited', { ...facts('t2', 1, 2, 2), editedFrom: 't1' }, 2),
        event('TemplateResized', { ...facts('t3', 2, 1, 3), size: '728x90', resizedFrom: 't2' }, 3),
      ])
      .then('SELECT id, generation, version, size, created_at FROM template_version ORDER BY id', [
        { id: 't1', generation: 1, version: 1, size: '300x250', created_at: date(1) },
        { id: 't2', generation: 1, version: 2, size: '300x250', created_at: date(2) },
        { id: 't3', generation: 2, version: 1, size: '728x90', created_at: date(3) },
      ]);
  });

  it('archives and unarchives a generation with all its versions, and a version made later inherits it', async () => {
    const { event, given } = uploaded();
    const archived = event('TemplateGenerationArchived', { conceptId: 'x1', generation: 1 }, 2);
    const edited = event('TemplateCodeEdited', { ...facts('t2', 1, 2, 3), editedFrom: 't1' }, 3);
    await spec
      .given([...given, event('TemplateResized', { ...facts('t9', 2, 1, 1), resizedFrom: 't1' }, 1)])
      .when([archived, edited])
      .then(VERSIONS, [
        { id: 't1', generation: 1, version: 1, archived: true, updated_at: date(2) },
        { id: 't2', generation: 1, version: 2, archived: true, updated_at: date(3) },
        { id: 't9', generation: 2, version: 1, archived: false, updated_at: date(1) },
      ]);
    await spec
      .given([...given, archived, edited])
      .when([event('TemplateGenerationUnarchived', { conceptId: 'x1', generation: 1 }, 4)])
      .then(VERSIONS, [
        { id: 't1', generation: 1, version: 1, archived: false, updated_at: date(4) },
        { id: 't2', generation: 1, version: 2, archived: false, updated_at: date(4) },
      ]);
  });

  it('renames a version keeping the rest, and waits for a new render only when its size group changes', async () => {
    const { event, given } = uploaded();
    const DETAILS = `SELECT name, title, size, size_group, format, suitable_channels, formats, render_status, updated_at
      FROM template_version`;
    const rendered = event(
      'TemplateRendered',
      { conceptId: 'x1', templateId: 't1', version: 1, thumbLocation: 'thumbs/t1.png', width: 300, height: 250 },
      2,
    );
    const same = { size: '300x250', size_group: '300x250', format: 'fixed', formats: facts('t1', 1, 1, 1).formats };
    await spec
      .given([...given, rendered])
      .when([
        event(
          'TemplateDetailsChanged',
          { conceptId: 'x1', templateId: 't1', title: 'Summer', name: '300x250-Summer', sizeGroup: '300x250' },
          3,
        ),
      ])
      .then(DETAILS, [
        {
          name: '300x250-Summer',
          title: 'Summer',
          ...same,
          suitable_channels: ['display'],
          render_status: 'done',
          updated_at: date(3),
        },
      ]);
    await spec
      .given([...given, rendered])
      .when([
        event(
          'TemplateDetailsChanged',
          {
            conceptId: 'x1',
            templateId: 't1',
            size: '320x50',
            sizeGroup: '320x50',
            format: 'responsive',
            suitableChannels: ['display', 'social'],
            formats: { display: [], social: ['story'], video: [] },
          },
          3,
        ),
      ])
      .then(DETAILS, [
        {
          name: '300x250-Spring',
          title: 'Spring',
          size: '320x50',
          size_group: '320x50',
          format: 'responsive',
          suitable_channels: ['display', 'social'],
          formats: { display: [], social: ['story'], video: [] },
          render_status: 'pending',
          updated_at: date(3),
        },
      ]);
  });

  it('lists approvals in the order given and removes the one of who withdrew it', async () => {
    const { event, given } = uploaded();
    const approved = (approvedBy: string, role: string, minute: number) =>
      event(
        'TemplateApproved',
        { conceptId: 'x1', templateId: 't1', version: 1, approvedBy, role, approvedAt: at(minute) },
        minute,
      );
    const APPROVALS = 'SELECT approvals, updated_at FROM template_version';
    const both = [approved('u2', 'ADMIN', 2), approved('u3', 'REVIEWER', 3)];
    await spec
      .given(given)
      .when(both)
      .then(APPROVALS, [
        {
          approvals: [
            { approvedBy: 'u2', role: 'ADMIN', approvedAt: at(2) },
            { approvedBy: 'u3', role: 'REVIEWER', approvedAt: at(3) },
          ],
          updated_at: date(3),
        },
      ]);
    const removed = (approvedBy: string, role: string, minute: number) =>
      event(
        'TemplateApprovalRemoved',
        { conceptId: 'x1', templateId: 't1', version: 1, approvedBy, role, removedAt: at(minute) },
        minute,
      );
    await spec
      .given([...given, ...both])
      .when([removed('u2', 'ADMIN', 4)])
      .then(APPROVALS, [
        { approvals: [{ approvedBy: 'u3', role: 'REVIEWER', approvedAt: at(3) }], updated_at: date(4) },
      ]);
    await spec
      .given([...given, ...both])
      .when([removed('u2', 'ADMIN', 4), removed('u3', 'REVIEWER', 5)])
      .then(APPROVALS, [{ approvals: [], updated_at: date(5) }]);
  });

  it("keeps a generation's business nodes whole", async () => {
    const { event, given } = uploaded();
    const nodes = (businessNodes: string[], minute: number) =>
      event('TemplateBusinessNodesChanged', { conceptId: 'x1', generation: 1, businessNodes }, minute);
    await spec
      .given(given)
      .when([nodes(['n1', 'n2'], 2), nodes(['n3'], 3)])
      .then(GENERATIONS, [{ generation: 1, archived: false, business_node_ids: ['n3'] }]);
  });

  it('drops a deleted version and keeps its generation', async () => {
    const { event, given } = uploaded();
    await spec
      .given([...given, event('TemplateCodeEdited', { ...facts('t2', 1, 2, 2), editedFrom: 't1' }, 2)])
      .when([event('TemplateDeleted', { conceptId: 'x1', templateId: 't2', generation: 1, version: 2 }, 3)])
      .then(VERSIONS, [{ id: 't1', generation: 1, version: 1, archived: false, updated_at: date(1) }]);
  });

  it("records a render's thumbnail, or its failure", async () => {
    const { event, given } = uploaded();
    const RENDER = 'SELECT id, render_status, thumb_location, updated_at FROM template_version ORDER BY id';
    await spec
      .given(given)
      .when([
        event(
          'TemplateRendered',
          { conceptId: 'x1', templateId: 't1', version: 1, thumbLocation: 'thumbs/t1.png', width: 300, height: 250 },
          2,
        ),
      ])
      .then(RENDER, [{ id: 't1', render_status: 'done', thumb_location: 'thumbs/t1.png', updated_at: date(2) }]);
    await spec
      .given(given)
      .when([event('TemplateRenderFailed', { conceptId: 'x1', templateId: 't1', version: 1, reason: 'Timed out' }, 2)])
      .then(RENDER, [{ id: 't1', render_status: 'failed', thumb_location: null, updated_at: date(2) }]);
  });

  it('writes no row for a change to an unknown version', async () => {
    const event = stream<TemplateEvent>('ConceptTemplates-x9');
    await spec
      .given([
        event('TemplateRenderFailed', { conceptId: 'x9', templateId: 't9', version: 1, reason: 'Gone' }, 1),
        event('TemplateDetailsChanged', { conceptId: 'x9', templateId: 't9', name: 'Ghost' }, 2),
      ])
      .then('SELECT id FROM template_version', []);
  });
});
