// The answers the screens read, as types only: each is its answer's schema's type (`Static`), declared once in a view
// module of the domain beside the API's use of it, so a field the API adds, drops or retypes changes the screens'
// types too. Answers about one record also carry `_id` (the spec's name for `id`). Assets: ./assetTypes.ts.
export type { AuditEntry } from '../../../domain/shared/answers';
export type { Deleted } from '../../../domain/shared/schema';
export type {
  BusinessNode,
  Market,
  MigrationCheck,
  MigrationStarted,
  MigrationState,
  NodeSubscriber,
  TreeNode,
} from '../../../domain/business-tree/answers';
export type { Partner, PartnerOption } from '../../../domain/partner/answers';
export type {
  AuthMode,
  CurrentUser,
  Invitation,
  NodeRef,
  Reinvited,
  SecondStep,
  SecondStepSession,
  StoredSession,
  TotpRecoveryCodes,
  TotpSetup,
  TotpStatus,
  User,
} from '../../../domain/user/answers';
export type { UserStatus } from '../../../domain/user/events';

/** The entity types GET /audit answers for (projections/audit/subjects.ts). */
export type AuditEntityType = 'partner' | 'user' | 'businessNode' | 'market' | 'asset' | 'concept' | 'campaign';
