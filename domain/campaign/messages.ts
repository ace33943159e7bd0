// The campaign's messages: the spec's verbatim (spec 2 §5, §8; spec 3 §8), and ours where the spec names none.
import { MESSAGES } from '../shared/errors';

export { MARKETS_LOCKED } from '../concept/details-rules';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
/** A list of campaigns asked for together (the analyze and report access filters, spec 3 §5) names one not allowed. */
export const WRONG_CAMPAIGNS = 'Wrong campaigns. User do not have access for requested campaigns';
/** The one campaign asked for is another partner's or on no business node the user reaches (spec 3 §8). */
export const CAMPAIGN_ACCESS_DENIED = 'Access to the Campaign denied';
export const TEMPLATES_NOT_PROVIDED = 'Templates are not provided';
export const FLIGHT_DATES_IN_PAST = 'Flight dates are set less than the current date';
export const BUSINESS_NODES_NOT_PROVIDED = MESSAGES.businessNodesNotProvided;
export const FLIGHT_END_BEFORE_START = 'The flight cannot end before it starts';
export const INVALID_FLIGHT_DATE = 'Flight dates must be dates (YYYY-MM-DD)';
export const PLATFORMS_NOT_PROVIDED = 'Please select at least one platform';
export const NO_TREE_FOR_PLATFORMS = 'None of the chosen templates suits the chosen platforms';
export const CONCEPT_NOT_READY = 'A campaign can be created only from a ready concept';
export const TEMPLATE_ARCHIVED = 'Archived templates cannot be used in a campaign';
export const CONCEPT_ARCHIVED = 'An archived concept cannot get new campaigns';

// Review requests (issue 10 §2): the spec names no wording for these.
export const REVIEWERS_NOT_PROVIDED = 'Please select at least one reviewer';
/** Why a named user cannot see the campaign (the reason a refusal names). */
const CANNOT_SEE = {
  unknown: 'no such user in the campaign’s partner',
  inactive: 'the user is not active',
  role: 'the user’s role cannot see campaigns',
  conceptOnly: 'concept-only users see only the concepts area',
  nodes: 'the user is not assigned to any of the campaign’s business nodes',
} as const;
export type CannotSee = keyof typeof CANNOT_SEE;
type ReviewField = 'userIds' | 'watcherIds';
const FIELD_NOUN: Record<ReviewField, string> = { userIds: 'reviewer', watcherIds: 'watcher' };
/** The refusal names the user, the field (reviewers or watchers) and why. */
export const userCannotBeNamed = (user: string, field: ReviewField, why: CannotSee) =>
  `${user} cannot be a ${FIELD_NOUN[field]}: ${CANNOT_SEE[why]}`;
export const reviewerCannotApprove = (user: string, isFinal: boolean) =>
  `${user} cannot be a reviewer: the user’s role cannot give ${isFinal ? 'final' : 'interim'} approval`;
export const INVALID_DUE_DATE = 'The due date must be a date and time';
export const DUE_DATE_IN_PAST = 'The due date must be in the future';
export const REQUEST_ALREADY_OPEN = 'An approval request of this kind is already open';
export const REQUEST_NOT_FOUND = 'Approval request not found';
export const REQUEST_ENDED = 'The approval request has already ended';
export const CAMPAIGN_ARCHIVED_FOR_REVIEW = 'An archived campaign cannot be sent for approval';
