// The campaign's messages: the spec's verbatim (spec 2 §5, §8; spec 3 §8), and ours where the spec names none.
export { MARKETS_LOCKED } from '../concept/details-rules';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const WRONG_CAMPAIGNS = 'Wrong campaigns. User do not have access for requested campaigns';
export const TEMPLATES_NOT_PROVIDED = 'Templates are not provided';
export const FLIGHT_DATES_IN_PAST = 'Flight dates are set less than the current date';
export const BUSINESS_NODES_NOT_PROVIDED = 'Business nodes are not provided';
export const FLIGHT_END_BEFORE_START = 'The flight cannot end before it starts';
export const INVALID_FLIGHT_DATE = 'Flight dates must be dates (YYYY-MM-DD)';
export const PLATFORMS_NOT_PROVIDED = 'Please select at least one platform';
export const NO_TREE_FOR_PLATFORMS = 'None of the chosen templates suits the chosen platforms';
export const CONCEPT_NOT_READY = 'A campaign can be created only from a ready concept';
export const TEMPLATE_ARCHIVED = 'Archived templates cannot be used in a campaign';
export const CONCEPT_ARCHIVED = 'An archived concept cannot get new campaigns';

// Review requests (issue 10 §2): the spec names no wording for these.
export const REVIEWERS_NOT_PROVIDED = 'Please select at least one reviewer';
export const REVIEWER_NOT_AVAILABLE = 'Reviewers must be active users who can see the campaign';
export const REVIEWER_CANNOT_APPROVE = 'Reviewers must be allowed to give the requested approval';
export const INVALID_DUE_DATE = 'The due date must be a date and time';
export const DUE_DATE_IN_PAST = 'The due date must be in the future';
export const REQUEST_ALREADY_OPEN = 'An approval request of this kind is already open';
export const REQUEST_NOT_FOUND = 'Approval request not found';
export const REQUEST_ENDED = 'The approval request has already ended';
export const CAMPAIGN_ARCHIVED_FOR_REVIEW = 'An archived campaign cannot be sent for approval';
