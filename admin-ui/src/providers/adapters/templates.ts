// A concept's templates (spec 3 §3, §7; the contract of api/schemas/templates.ts): the list per concept, the
// versions of a generation, a template's HTML for the code editor; upload, approve, archive a generation,
// delete a version and edit the code as commands. Uploads go through XMLHttpRequest to report their bytes.
import type { Role } from '../../../../domain/roles';
import type { DynamicField } from '../../../../domain/template/code';
import type { TemplateKind } from '../../../../domain/template/events';
import type { TemplateFormat } from '../../../../domain/template/name';
import { API_URL, answerOutsideFetch, httpClient } from '../httpClient';
import { del, enc, get, patch, queryString } from '../requests';
import type { ResourceAdapter } from './adapter';

export type RenderStatus = 'pending' | 'rendering' | 'done' | 'failed';

export interface TemplateApprover {
  userId: string;
  name: string;
  role: Role;
  approvedAt: string;
}

export interface Template {
  id: string;
  conceptId: string;
  partnerId: string;
  name: string;
  title: string;
  size: string;
  sizeGroup: string;
  format: TemplateFormat;
  kind: TemplateKind;
  generation: number;
  version: number;
  dynamicFields: DynamicField[];
  approvals: { users: TemplateApprover[] };
  approved: boolean;
  inUse: boolean;
  archived: boolean;
  previewLocation: string | null;
  thumbLocation: string | null;
  renderStatus: RenderStatus;
  createdAt: string;
  updatedAt: string;
}

export interface TemplateUploadAnswer {
  templates: Template[];
  uploadStatus: { isValid: boolean; errorMessage: string | null };
}

export interface TemplateUpload {
  conceptId: string;
  partnerId: string;
  file: File;
  /** A new version of this generation; a new generation without it. */
  generation?: number;
  onProgress?: (loaded: number, total: number) => void;
}

/** One template of a concept, in the path of the concept-scoped commands. */
interface OfConcept {
  conceptId: string;
  templateId: string;
}

const BASE = '/assets/templates';
/**
 * The preview route serves a template's HTML with a <base> on a signed link of its own put in (the sandboxed
 * frame's requests carry no cookie); the code to edit is the template's own, without it. That link names the
 * template's id, which no uploaded HTML can know in advance.
 */
const withoutPreviewBase = (html: string, id: string) => {
  const escapedId = id.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`);
  return html.replace(new RegExp(`<base href="[^"]*/${escapedId}/[^"]*">`), '');
};
const ofConcept = (conceptId: string) => `/assets/concepts/${enc(conceptId)}/templates`;

/** POST multipart {file, generation?}: the fields first, then the file, as the asset uploads do. */
function uploadTemplate({ conceptId, partnerId, file, generation, onProgress }: TemplateUpload): Promise<TemplateUploadAnswer> {
  const form = new FormData();
  if (generation !== undefined) form.append('generation', String(generation));
  form.append('file', file, file.name);
  const url = `${API_URL}${ofConcept(conceptId)}${queryString({ partnerId })}`;
  const xhr = new XMLHttpRequest();
  return new Promise((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.onload = () => {
      const error = answerOutsideFetch(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('x-version'), `POST ${url}`);
      if (error) return reject(error);
      try {
        resolve(JSON.parse(xhr.responseText) as TemplateUploadAnswer);
      } catch {
        reject(new Error('The upload answer could not be read'));
      }
    };
    xhr.onerror = () => reject(answerOutsideFetch(0, '', '', null, `POST ${url}`)!);
    xhr.send(form);
  });
}

export const templates = {
  queries: {
    conceptTemplates: (conceptId: string, fetchAll = false) => get<Template[]>(`${ofConcept(conceptId)}${queryString({ fetchAll: String(fetchAll) })}`),
    templateVersions: (id: string) => get<Template[]>(`${BASE}/${enc(id)}/versions`),
    /** The template's entry HTML as text, for the code editor (same origin: the sandbox binds only frames). */
    templateCode: async (template: Pick<Template, 'id' | 'previewLocation'>) =>
      withoutPreviewBase((await httpClient<string>(template.previewLocation!, { headers: { Accept: 'text/html' }, handle: [404] })).body, template.id),
  },
  commands: {
    uploadTemplate,
    approveTemplate: ({ conceptId, templateId }: OfConcept) => patch<Template>(`${ofConcept(conceptId)}/${enc(templateId)}/approve`),
    unapproveTemplate: ({ conceptId, templateId }: OfConcept) => patch<Template>(`${ofConcept(conceptId)}/${enc(templateId)}/unapprove`),
    archiveGeneration: ({ conceptId, generation, archived }: { conceptId: string; generation: number; archived: boolean }) =>
      patch<{ success: true }>(`${BASE}/${archived ? 'archive' : 'unarchive'}-generation/${generation}${queryString({ conceptId })}`),
    deleteTemplate: ({ id }: { id: string }) => del<null>(`${BASE}/${enc(id)}`),
    editTemplateCode: ({ conceptId, templateId, editedCode }: OfConcept & { editedCode: string }) =>
      patch<Template>(`${ofConcept(conceptId)}/${enc(templateId)}/edit-code`, { editedCode }),
  },
} satisfies ResourceAdapter;
