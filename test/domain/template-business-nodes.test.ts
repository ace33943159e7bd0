// Which business nodes a template generation is available to (domain/template/decide.ts SetTemplateBusinessNodes):
// the list whole, at least one ('Business nodes are not provided'), shared by every version of the generation, and
// the same list again records nothing.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import {
  ConceptTemplatesAggregate,
  decideTemplates,
  TEMPLATE_NOT_FOUND,
  type TemplateEvent,
  type UploadTemplate,
} from '../../domain/template';
import { spec } from '../support/given-when-then';

const templates = spec(ConceptTemplatesAggregate, decideTemplates);

const upload = (templateId: string, generation?: number): UploadTemplate => ({
  type: 'UploadTemplate',
  conceptId: 'c1',
  templateId,
  partnerId: 'p1',
  fileName: '300x250-Summer sale.html',
  kind: 'html',
  html: '<p>Sale</p>',
  ...(generation === undefined ? {} : { generation }),
  files: { storage: `templates/p1/c1/${templateId}`, entry: 'index.html', files: ['index.html'] },
  createdBy: 'u1',
  createdAt: '2026-11-27T06:00:00.000Z',
});

/** The events of uploads in turn: t1 generation 1, t2 its version 2. */
function uploads(): TemplateEvent[] {
  const events: TemplateEvent[] = [];
  for (const command of [upload('t1'), upload('t2', 1)]) {
    const state = events.reduce(ConceptTemplatesAggregate.evolve, ConceptTemplatesAggregate.initialState());
    events.push(...decideTemplates(command, state));
  }
  return events;
}

const setNodes = (templateId: string, businessNodes: string[]) =>
  ({ type: 'SetTemplateBusinessNodes', templateId, businessNodes }) as const;
const changed = (businessNodes: string[]): TemplateEvent => ({
  type: 'TemplateBusinessNodesChanged',
  data: { conceptId: 'c1', generation: 1, businessNodes },
});

describe('a template generation’s business nodes', () => {
  it('records the list whole for the version’s generation, each node once', () =>
    templates
      .given(uploads())
      .when(setNodes('t2', ['n1', 'n2', 'n1']))
      .then([changed(['n1', 'n2'])]));

  it('records nothing for the same list, in any order, named through another version of the generation', () =>
    templates
      .given([...uploads(), changed(['n1', 'n2'])])
      .when(setNodes('t1', ['n2', 'n1']))
      .then([]));

  it('keeps the list when the generation gets a new version', () => {
    const events = [...uploads().slice(0, 1), changed(['n1'])];
    const state = events.reduce(ConceptTemplatesAggregate.evolve, ConceptTemplatesAggregate.initialState());
    const next = decideTemplates(upload('t2', 1), state).reduce(ConceptTemplatesAggregate.evolve, state);
    expect(next.generations[1]).toMatchObject({ lastVersion: 2, businessNodes: ['n1'] });
  });

  it("refuses no nodes with 'Business nodes are not provided', and an unknown template", () => {
    templates.given(uploads()).when(setNodes('t1', [])).thenThrows(422, MESSAGES.businessNodesNotProvided);
    templates
      .given(uploads())
      .when(setNodes('t9', ['n1']))
      .thenThrows(404, TEMPLATE_NOT_FOUND);
  });
});
