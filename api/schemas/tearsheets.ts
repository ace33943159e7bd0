// What the tearsheet routes take (issue 19 §3; spec 2 §7 `create-pdf`); their answers are domain/tearsheet/answers.ts.
import { Type } from 'typebox';
import { TearsheetFilterSchema } from '../../domain/tearsheet/answers';
import { Body, Nullable } from '../http/schemas';

/** POST /campaigns/{id}/create-pdf: the filter (every part optional; none: every live creative of the campaign). */
export const CreatePdfBody = TearsheetFilterSchema;

/** POST /tearsheets/{id}/links. */
export const CreateLinkBody = Body({
  expiresAt: Type.Optional(
    Nullable(Type.String({ format: 'date-time', description: 'When the link stops opening; absent or null: never' })),
  ),
});

/** A public link's path: its token (43 URL-safe characters), then `.xlsx` for the spreadsheet (`.pdf` or nothing:
 * the PDF). */
export const PUBLIC_FILE_PATTERN = '^[A-Za-z0-9_-]{43}(\\.pdf|\\.xlsx)?$';
export const PUBLIC_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
