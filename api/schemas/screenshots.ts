// What the screenshot routes take (issue 19 §1; spec 2 §7 'Campaigns': make-screenshots, formats/screenshots); what
// they answer is declared in domain/screenshot/answers.ts.
import { Type } from 'typebox';
import { FORMAT_APPROVALS } from '../../domain/personalise/approvals';
import { QueueEntry } from '../../domain/screenshot/answers';
import { ListAnswer } from '../http/list-query';
import { Body, Id, Literals, Nullable } from '../http/schemas';

// ---- Requests ----

/** POST /campaigns/{id}/make-screenshots (spec 2 §7). */
export const MakeScreenshotsBody = Body({
  campaignId: Id,
  partnerId: Id,
  /** Only the formats in this approval state; null or absent: every live format of the campaign. */
  approvalStatus: Type.Optional(Nullable(Literals(FORMAT_APPROVALS))),
});

/** A tree's 10,000 variants of several formats, at most, in one request. */
const MAX_FORMATS = 60_000;

/** POST /campaigns/{id}/personalize/{treeId}/formats/screenshots (spec 2 §7). */
export const FormatScreenshotsBody = Body({
  formatIds: Type.Array(Id, { minItems: 1, maxItems: MAX_FORMATS, description: 'Variant formats of the tree' }),
});

// ---- Answers ----

export const RenderQueueEntries = ListAnswer('entries', QueueEntry);
