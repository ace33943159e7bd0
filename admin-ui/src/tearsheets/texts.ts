// The tearsheet screens' own words beside the spec's (domain/tearsheet/messages.ts).
import {
  CHANGED_SINCE_APPROVAL,
  FORMAT_STATUS_LABELS,
  type CreativeStatus,
} from '../../../domain/personalise/approvals';
import type { TearsheetLink } from '../../../domain/tearsheet/answers';
import type { TearsheetStatus } from '../../../domain/tearsheet/state';

export const TEARSHEET_STATUS_LABELS: Record<TearsheetStatus, string> = {
  requested: 'Waiting',
  building: 'Building',
  ready: 'Ready',
  failed: 'Failed',
};

export const LINK_STATE_LABELS: Record<TearsheetLink['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The creatives view's approval states, as its status filter names them. */
export const CREATIVE_STATUS_LABELS: Record<CreativeStatus, string> = {
  ...FORMAT_STATUS_LABELS,
  changed: CHANGED_SINCE_APPROVAL,
};

export const LINK_SHOWN_ONCE = 'Copy the link now: it will not be shown again.';
export const SHARE_NEEDS_READY = 'Only a finished tearsheet can be shared';
