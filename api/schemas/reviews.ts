// What the review-request and notification routes take (issue 10 §2; spec 2 §3 Campaign, §7); their answers are
// domain/campaign/review-answers.ts and domain/notification/answers.ts.
import { Type } from 'typebox';
import { NOTIFICATION_KINDS } from '../../domain/notification/events';
import { ROLES } from '../../domain/roles';
import { ID_PATTERN } from '../../domain/shared/validation';
import { PartnerChoice } from '../http/partner-choice';
import { Answer, Body, Id, Literals, Nullable, Text, Timestamp } from '../http/schemas';

// ---- Requests ----

export const RequestApprovalBody = Body({
  /** The reviewers asked to approve. */
  userIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  /** The other form of the call (spec 2 §7): users kept informed. */
  watcherIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  isFinal: Type.Boolean(),
  dueAt: Type.Optional(
    Type.String({ format: 'date-time', description: 'When the approval is due; default three days from now' }),
  ),
});

const ROLE_LIST = `^(?:${ROLES.join('|')})(?:,(?:${ROLES.join('|')}))*$`;

export const WatchersQuery = Type.Object(
  {
    marketId: Type.Optional(Id),
    input: Type.Optional(Text({ maxLength: 254, description: 'Part of a name or e-mail' })),
    allowedRoles: Type.Optional(
      Type.String({ pattern: ROLE_LIST, description: 'Comma-separated roles', examples: ['REVIEWER,MANAGER'] }),
    ),
    partnerId: PartnerChoice('marketId or campaignId names it'),
    campaignId: Type.Optional(
      Type.String({ pattern: ID_PATTERN, description: 'Only users who can see this campaign (of its partner)' }),
    ),
  },
  { additionalProperties: false },
);

export const NotificationParams = Body({
  id: Type.String({ pattern: '^[0-9a-f]{24}-[A-Za-z]+-[0-9a-f]{24}$', maxLength: 80 }),
});
