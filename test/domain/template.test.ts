// The templates of one concept (domain/template/): generations and versions, approvals by the final approvers,
// archived generations, edits, deletes and renders, each with the spec's messages (spec 3 §3–§6).
import { describe, expect, it } from 'vitest';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { MALFORMED_IMAGE_SIZES, WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import {
  ConceptTemplatesAggregate,
  decideTemplates,
  TEMPLATE_GENERATION_NOT_FOUND,
  TEMPLATE_NOT_FOUND,
  type TemplateEvent,
  type TemplateVersionFacts,
  type UploadTemplate,
} from '../../domain/template';
import { TEMPLATE_NAME_WRONG_FORMAT, TEMPLATE_SIZE_WRONG_FORMAT } from '../../domain/template/name';
import { spec } from '../support/given-when-then';

const templates = spec(ConceptTemplatesAggregate, decideTemplates);
const AT = '2026-11-23T05:00:00.000Z';
const files = (id: string) => ({
  storage: `templates/p1/c1/${id}`,
  entry: 'index.html',
  files: ['index.html', 'hero.png'],
});
const code = '<script type="application/json" id="defaultValues">{"headline": "Sale"}</script>';

const upload = (templateId: string, extra: Partial<UploadTemplate> = {}): UploadTemplate => ({
  type: 'UploadTemplate',
  conceptId: 'c1',
  templateId,
  partnerId: 'p1',
  fileName: '300x250-Summer sale.zip',
  kind: 'html',
  html: code,
  files: files(templateId),
  createdBy: 'u1',
  createdAt: AT,
  ...extra,
});

const facts = (templateId: string, generation: number, version: number): TemplateVersionFacts => ({
  conceptId: 'c1',
  templateId,
  partnerId: 'p1',
  generation,
  version,
  name: '300x250-Summer sale',
  title: 'Summer sale',
  size: '300x250',
  sizeGroup: '300x250',
  format: 'fixed',
  kind: 'html',
  formats: { display: ['300x250'], social: [], video: [] },
  suitableChannels: ['display'],
  dynamicFields: [{ name: 'headline', type: 'text', defaultValue: 'Sale', possibleValues: null, imageSize: null }],
  ...files(templateId),
  createdBy: 'u1',
  createdAt: AT,
});
const uploaded = (templateId: string, generation: number, version: number): TemplateEvent => ({
  type: 'TemplateUploaded',
  data: facts(templateId, generation, version),
});

describe('uploads: generations and versions', () => {
  it('makes the first upload generation 1, version 1, with its name, size, channels and dynamic fields', () =>
    templates
      .given([])
      .when(upload('t1'))
      .then([uploaded('t1', 1, 1)]));

  it('numbers a new generation after the highest, even a deleted one', () =>
    templates
      .given([
        uploaded('t1', 1, 1),
        uploaded('t2', 2, 1),
        { type: 'TemplateDeleted', data: { conceptId: 'c1', templateId: 't2', generation: 2, version: 1 } },
      ])
      .when(upload('t3'))
      .then([uploaded('t3', 3, 1)]));

  it('makes an upload naming a generation its next version', () =>
    templates
      .given([uploaded('t1', 1, 1), uploaded('t2', 1, 2)])
      .when(upload('t3', { generation: 1 }))
      .then([uploaded('t3', 1, 3)]));

  it(`refuses a generation never made: 404 '${TEMPLATE_GENERATION_NOT_FOUND}'`, () =>
    templates
      .given([uploaded('t1', 1, 1)])
      .when(upload('t2', { generation: 7 }))
      .thenThrows(404, TEMPLATE_GENERATION_NOT_FOUND));

  it.each([
    ['Summer.zip', code, TEMPLATE_NAME_WRONG_FORMAT],
    ['big-Summer.zip', code, TEMPLATE_SIZE_WRONG_FORMAT],
    ['300x250-Summer.zip', '<script type="application/json" id="defaultValues">{</script>', WRONG_DEFAULT_VALUES],
    [
      '300x250-Summer.zip',
      '<script type="application/json" id="dynamicImageSizes">{"hero": [1]}</script>',
      MALFORMED_IMAGE_SIZES,
    ],
  ])('refuses %s: 422 with the spec message', (fileName, html, message) =>
    templates.given([]).when(upload('t1', { fileName, html })).thenThrows(422, message),
  );

  it('gives a video template no dynamic fields, and the video channel', () => {
    const events = decideTemplates(
      upload('t1', { fileName: 'responsive - vpaid - Intro.mp4', kind: 'video', html: null }),
      ConceptTemplatesAggregate.initialState(),
    );
    expect(events[0]!.data).toMatchObject({
      name: 'responsive - vpaid - Intro.mp4',
      size: '640x360',
      format: 'vpaid',
      kind: 'video',
      dynamicFields: [],
      suitableChannels: ['video'],
    });
  });
});

describe('approvals', () => {
  const approve = (role: 'MANAGER' | 'REVIEWER' | 'SELF_SERVICE_REVIEWER' | 'SUPER', approvedBy = 'u2') =>
    ({ type: 'ApproveTemplate', templateId: 't1', approvedBy, role, approvedAt: AT }) as const;
  const approved: TemplateEvent = {
    type: 'TemplateApproved',
    data: { conceptId: 'c1', templateId: 't1', version: 1, approvedBy: 'u2', role: 'MANAGER', approvedAt: AT },
  };

  it('records who approved which version, as which role and when', () =>
    templates
      .given([uploaded('t1', 1, 1)])
      .when(approve('MANAGER'))
      .then([approved]));
  it('records nothing when the same user approves again', () =>
    templates
      .given([uploaded('t1', 1, 1), approved])
      .when(approve('MANAGER'))
      .then([]));
  it.each(['REVIEWER', 'SELF_SERVICE_REVIEWER'] as const)(`refuses the %s: 403 '${WRONG_ROLES_MESSAGE}'`, (role) =>
    templates
      .given([uploaded('t1', 1, 1)])
      .when(approve(role))
      .thenThrows(403, WRONG_ROLES_MESSAGE),
  );
  it(`refuses an unknown template: 404 '${TEMPLATE_NOT_FOUND}'`, () =>
    templates.given([]).when(approve('SUPER')).thenThrows(404, TEMPLATE_NOT_FOUND));

  it("removes the approver's own approval, and only theirs", () => {
    const remove = {
      type: 'RemoveTemplateApproval',
      templateId: 't1',
      approvedBy: 'u2',
      role: 'MANAGER',
      removedAt: AT,
    } as const;
    templates
      .given([uploaded('t1', 1, 1), approved])
      .when(remove)
      .then([
        {
          type: 'TemplateApprovalRemoved',
          data: { conceptId: 'c1', templateId: 't1', version: 1, approvedBy: 'u2', role: 'MANAGER', removedAt: AT },
        },
      ]);
    templates
      .given([uploaded('t1', 1, 1), approved])
      .when({ ...remove, approvedBy: 'u3' })
      .then([]);
  });

  it('starts a new version without approvals', () => {
    const state = [uploaded('t1', 1, 1), approved, uploaded('t2', 1, 2)].reduce(
      ConceptTemplatesAggregate.evolve,
      ConceptTemplatesAggregate.initialState(),
    );
    expect([state.templates.t1!.approvals.length, state.templates.t2!.approvals.length]).toEqual([1, 0]);
  });
});

describe('archived generations', () => {
  const archive = (generation: number, archived = true) =>
    ({ type: 'SetTemplateGenerationArchived', generation, archived }) as const;
  it('archives and unarchives a generation once', () => {
    templates
      .given([uploaded('t1', 1, 1)])
      .when(archive(1))
      .then([{ type: 'TemplateGenerationArchived', data: { conceptId: 'c1', generation: 1 } }]);
    const archivedEvent: TemplateEvent = {
      type: 'TemplateGenerationArchived',
      data: { conceptId: 'c1', generation: 1 },
    };
    templates
      .given([uploaded('t1', 1, 1), archivedEvent])
      .when(archive(1))
      .then([]);
    templates
      .given([uploaded('t1', 1, 1), archivedEvent])
      .when(archive(1, false))
      .then([{ type: 'TemplateGenerationUnarchived', data: { conceptId: 'c1', generation: 1 } }]);
  });
  it(`refuses a generation that does not exist: 404 '${TEMPLATE_GENERATION_NOT_FOUND}'`, () =>
    templates
      .given([uploaded('t1', 1, 1)])
      .when(archive(2))
      .thenThrows(404, TEMPLATE_GENERATION_NOT_FOUND));
});

describe('edits, deletes and renders', () => {
  const edit = (
    inUse = false,
    editedCode = '<script type="application/json" id="defaultValues">{"headline": "New"}</script>',
  ) =>
    ({
      type: 'EditTemplateCode',
      templateId: 't1',
      newTemplateId: 't2',
      editedCode,
      files: files('t2'),
      inUse,
      createdBy: 'u1',
      createdAt: AT,
    }) as const;

  it('makes edited code the next version of the generation, with the fields it now declares', () =>
    templates
      .given([uploaded('t1', 1, 1)])
      .when(edit())
      .then([
        {
          type: 'TemplateCodeEdited',
          data: {
            ...facts('t2', 1, 2),
            dynamicFields: [
              { name: 'headline', type: 'text', defaultValue: 'New', possibleValues: null, imageSize: null },
            ],
            editedFrom: 't1',
          },
        },
      ]));
  it(`refuses edited code that breaks the rules, and a template in use: '${MESSAGES.updateInUse}'`, () => {
    templates
      .given([uploaded('t1', 1, 1)])
      .when(edit(false, '<script type="application/json" id="defaultValues">[</script>'))
      .thenThrows(422, WRONG_DEFAULT_VALUES);
    templates
      .given([uploaded('t1', 1, 1)])
      .when(edit(true))
      .thenThrows(409, MESSAGES.updateInUse);
  });
  it(`deletes a version, unless in use: '${MESSAGES.deleteInUse}'`, () => {
    templates
      .given([uploaded('t1', 1, 1)])
      .when({ type: 'DeleteTemplate', templateId: 't1', inUse: false })
      .then([{ type: 'TemplateDeleted', data: { conceptId: 'c1', templateId: 't1', generation: 1, version: 1 } }]);
    templates
      .given([uploaded('t1', 1, 1)])
      .when({ type: 'DeleteTemplate', templateId: 't1', inUse: true })
      .thenThrows(409, MESSAGES.deleteInUse);
  });
  it('records a render once, and nothing for a deleted version', () => {
    const render = {
      type: 'RecordTemplateRender',
      templateId: 't1',
      version: 1,
      thumbLocation: 'renders/t1.png',
      width: 300,
      height: 250,
    } as const;
    const rendered: TemplateEvent = {
      type: 'TemplateRendered',
      data: { conceptId: 'c1', templateId: 't1', version: 1, thumbLocation: 'renders/t1.png', width: 300, height: 250 },
    };
    templates
      .given([uploaded('t1', 1, 1)])
      .when(render)
      .then([rendered]);
    templates
      .given([uploaded('t1', 1, 1), rendered])
      .when(render)
      .then([]);
    templates.given([]).when(render).then([]);
    templates
      .given([uploaded('t1', 1, 1)])
      .when({ type: 'FailTemplateRender', templateId: 't1', version: 1, reason: 'boom' })
      .then([
        { type: 'TemplateRenderFailed', data: { conceptId: 'c1', templateId: 't1', version: 1, reason: 'boom' } },
      ]);
  });
});
