// A concept's templates (spec 3 §3, §7, §9; the answers of domain/template/answers.ts): the list per concept,
// the versions of a generation, a version's HTML for the code editor; upload, approve, archive a generation, delete a
// version, edit the code or the defaults and CSS, preview unsaved code, resize, change the details and the business
// nodes as commands.
// Uploads go through postMultipart to report their bytes.
import type { DefaultValue } from '../../../../domain/template/code';
import type { TemplateChannel, TemplateVersionFacts } from '../../../../domain/template/events';
import type { RenderStatus } from '../../../../domain/template/state';
import type { Template, TemplateUploadResult } from '../../../../domain/template/answers';
import { multipartForm, postMultipart, type OnProgress } from '../multipartUpload';
import { del, enc, get, patch, post, put, queryString } from '../requests';
import type { ResourceAdapter } from './adapter';

export type { RenderStatus, Template, TemplateUploadResult };

interface TemplateEdit extends OfConcept {
  /** One .html replacing the version's index.html. */
  file?: File;
  /** Default values by field name, replacing those in the defaultValues block. */
  newDynamicFields?: Record<string, DefaultValue>;
  /** Kept as <style id="editedCSS"> in the version's <head>, replacing an earlier one. */
  editedCSS?: string;
}

interface TemplateUpload {
  conceptId: string;
  partnerId: string;
  file: File;
  /** A new version of this generation; a new generation without it. */
  generation?: number;
  onProgress?: OnProgress;
}

export type TemplateFormats = TemplateVersionFacts['formats'];

/** What the 'Details' dialog changes without a new version. */
export interface TemplateDetails {
  name?: string;
  suitableChannels?: TemplateChannel[];
  formats?: TemplateFormats;
}

/** One template of a concept, in the path of the concept-scoped commands. */
interface OfConcept {
  conceptId: string;
  templateId: string;
}

const BASE = '/assets/templates';
const ofConcept = (conceptId: string) => `/assets/concepts/${enc(conceptId)}/templates`;
const ofTemplate = ({ conceptId, templateId }: OfConcept) => `${ofConcept(conceptId)}/${enc(templateId)}`;

/** POST multipart {file, generation?}: the fields first, then the file, as the asset uploads do. */
const uploadTemplate = ({ conceptId, partnerId, file, generation, onProgress }: TemplateUpload) =>
  postMultipart<TemplateUploadResult>(
    `${ofConcept(conceptId)}${queryString({ partnerId })}`,
    multipartForm({ generation: generation?.toString() }, file),
    onProgress,
  ).done;

/** POST …/edit multipart {newDynamicFields?, editedCSS?, file?}: a new version of the generation. */
function editTemplate({ file, newDynamicFields, editedCSS, ...template }: TemplateEdit): Promise<Template> {
  const form = multipartForm(
    { newDynamicFields: newDynamicFields && JSON.stringify(newDynamicFields), editedCSS },
    file,
  );
  return postMultipart<Template>(`${ofTemplate(template)}/edit`, form).done;
}

export const templates = {
  queries: {
    conceptTemplates: (conceptId: string, fetchAll = false) =>
      get<Template[]>(`${ofConcept(conceptId)}${queryString({ fetchAll: String(fetchAll) })}`),
    templateVersions: (id: string) => get<Template[]>(`${BASE}/${enc(id)}/versions`),
    /** A version's index.html exactly as stored, for the code editor; a video template has none (404). */
    templateCode: (id: string): Promise<string> =>
      get<{ code: string }>(`${BASE}/${enc(id)}/code`, { handle: [404] }).then((answer) => answer.code),
  },
  commands: {
    uploadTemplate,
    approveTemplate: (template: OfConcept) => patch<Template>(`${ofTemplate(template)}/approve`),
    unapproveTemplate: (template: OfConcept) => patch<Template>(`${ofTemplate(template)}/unapprove`),
    archiveGeneration: ({
      conceptId,
      generation,
      archived,
    }: {
      conceptId: string;
      generation: number;
      archived: boolean;
    }) =>
      patch<{ success: true }>(
        `${BASE}/${archived ? 'archive' : 'unarchive'}-generation/${generation}${queryString({ conceptId })}`,
      ),
    deleteTemplate: ({ id }: { id: string }) => del<null>(`${BASE}/${enc(id)}`),
    editTemplateCode: ({ editedCode, ...template }: OfConcept & { editedCode: string }) =>
      patch<Template>(`${ofTemplate(template)}/edit-code`, { editedCode }),
    editTemplate,
    /** An unsaved preview of edited code, served like a version's (no change to the concept: invalidates nothing). */
    previewTemplateCode: ({ editedCode, ...template }: OfConcept & { editedCode: string }) =>
      post<{ previewLocation: string }>(`${ofTemplate(template)}/code-editor-preview`, { editedCode }),
    resizeTemplate: ({ conceptId, templateId, formats }: OfConcept & { formats: string[] }) =>
      post<{ templates: Template[] }>(`/assets/concepts/${enc(conceptId)}/resize-templates`, { templateId, formats }),
    changeTemplateDetails: ({ conceptId, templateId, ...details }: OfConcept & TemplateDetails) =>
      patch<Template>(ofTemplate({ conceptId, templateId }), details),
    /** The nodes the version's generation is available to, the list whole. */
    setTemplateBusinessNodes: ({ templateId, businessNodes }: { templateId: string; businessNodes: string[] }) =>
      put<Template>(`${BASE}/${enc(templateId)}/business-nodes`, { businessNodes }),
  },
} satisfies ResourceAdapter;
