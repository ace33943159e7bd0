// A template as the routes answer it (domain/template/answers.ts): the read model's row with its locations;
// where its files are stored stays on the server.
import type pg from 'pg';
import { TEMPLATE_NOT_FOUND } from '../../../domain/template';
import { isRequiredField } from '../../../domain/template/code';
import type { Template } from '../../../domain/template/answers';
import { getTemplate, type TemplateRow } from '../../../projections/templates/queries';
import { found } from '../../http/found';

const previewPath = (id: string, path = 'index.html') => `/api/v1/assets/templates/${id}/preview/${path}`;
export const codeEditorPreviewPath = (id: string, draftId: string) =>
  `/api/v1/assets/templates/${id}/code-editor-preview/${draftId}/codeEditorPreview.html`;
export const thumbLocationOf = (row: Pick<TemplateRow, 'id' | 'thumbLocation'>) =>
  row.thumbLocation ? `/api/v1/assets/templates/${row.id}/thumbnail` : null;

export function templateAnswer(row: TemplateRow): Template {
  const { storage: _s, entry: _e, files: _f, ...fields } = row;
  return {
    ...fields,
    _id: row.id,
    dynamicFields: row.dynamicFields.map((field) => ({ ...field, required: isRequiredField(field) })),
    approved: row.approvals.users.length > 0,
    previewLocation: row.kind === 'html' ? previewPath(row.id) : null,
    thumbLocation: thumbLocationOf(row),
  };
}

export async function oneTemplate(pool: pg.Pool, id: string) {
  return templateAnswer(found(await getTemplate(pool, id), TEMPLATE_NOT_FOUND));
}
