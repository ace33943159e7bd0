import type { TemplateEvent, TemplateVersionFacts } from './events';

export type RenderStatus = 'pending' | 'rendering' | 'done' | 'failed';

interface TemplateApproval {
  approvedBy: string;
  role: string;
  approvedAt: string;
}

export interface TemplateVersion extends TemplateVersionFacts {
  approvals: TemplateApproval[];
  renderStatus: RenderStatus;
  thumbLocation: string | null;
}

interface TemplateGeneration {
  lastVersion: number;
  archived: boolean;
  /** The nodes it is available to; absent: the concept's. */
  businessNodes?: string[];
}

export interface ConceptTemplatesState {
  /** Live versions by id; a deleted one is gone. */
  templates: Record<string, TemplateVersion>;
  /** Every generation ever made, with the highest version number it has given (never reused). */
  generations: Record<number, TemplateGeneration>;
}

export const initialTemplatesState = (): ConceptTemplatesState => ({ templates: {}, generations: {} });

function withTemplate(
  state: ConceptTemplatesState,
  id: string,
  change: (t: TemplateVersion) => TemplateVersion,
): ConceptTemplatesState {
  const template = state.templates[id];
  return template ? { ...state, templates: { ...state.templates, [id]: change(template) } } : state;
}

function withGeneration(
  state: ConceptTemplatesState,
  generation: number,
  change: Partial<TemplateGeneration>,
): ConceptTemplatesState {
  const known = state.generations[generation];
  return known ? { ...state, generations: { ...state.generations, [generation]: { ...known, ...change } } } : state;
}

export function evolveTemplates(state: ConceptTemplatesState, event: TemplateEvent): ConceptTemplatesState {
  switch (event.type) {
    case 'TemplateUploaded':
    case 'TemplateCodeEdited':
    case 'TemplateResized': {
      const { editedFrom: _e, resizedFrom: _r, ...facts } = { editedFrom: null, resizedFrom: null, ...event.data };
      const known = state.generations[facts.generation];
      return {
        templates: {
          ...state.templates,
          [facts.templateId]: { ...facts, approvals: [], renderStatus: 'pending', thumbLocation: null },
        },
        generations: {
          ...state.generations,
          [facts.generation]: { ...known, lastVersion: facts.version, archived: known?.archived ?? false },
        },
      };
    }
    case 'TemplateDetailsChanged': {
      const { conceptId: _c, templateId, ...changed } = event.data;
      // A new size makes the thumbnail wrong: the version waits for its render again.
      const resized = (t: TemplateVersion) => changed.sizeGroup !== undefined && changed.sizeGroup !== t.sizeGroup;
      return withTemplate(state, templateId, (t) => ({
        ...t,
        ...changed,
        ...(resized(t) ? { renderStatus: 'pending' as const } : {}),
      }));
    }
    case 'TemplateApproved': {
      const { approvedBy, role, approvedAt } = event.data;
      return withTemplate(state, event.data.templateId, (t) => ({
        ...t,
        approvals: [...t.approvals, { approvedBy, role, approvedAt }],
      }));
    }
    case 'TemplateApprovalRemoved':
      return withTemplate(state, event.data.templateId, (t) => ({
        ...t,
        approvals: t.approvals.filter((a) => a.approvedBy !== event.data.approvedBy),
      }));
    case 'TemplateGenerationArchived':
      return withGeneration(state, event.data.generation, { archived: true });
    case 'TemplateGenerationUnarchived':
      return withGeneration(state, event.data.generation, { archived: false });
    case 'TemplateBusinessNodesChanged':
      return withGeneration(state, event.data.generation, { businessNodes: event.data.businessNodes });
    case 'TemplateDeleted': {
      const { [event.data.templateId]: _, ...templates } = state.templates;
      return { ...state, templates };
    }
    case 'TemplateRendered':
      return withTemplate(state, event.data.templateId, (t) => ({
        ...t,
        renderStatus: 'done',
        thumbLocation: event.data.thumbLocation,
      }));
    case 'TemplateRenderFailed':
      return withTemplate(state, event.data.templateId, (t) => ({ ...t, renderStatus: 'failed' }));
  }
}
