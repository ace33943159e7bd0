// An ad as Meta reports it (effective_status, ad_review_feedback, issues_info) in the port's one review vocabulary,
// with Meta's reasons in its own words. A paused ad has passed review: its delivery is its ad set's business.
import type { PlatformAd, PlatformReviewStatus } from '../ad-platform';

export interface MetaAdFields {
  id: string;
  name?: string;
  effective_status?: string;
  ad_review_feedback?: { global?: Record<string, string>; placement_specific?: Record<string, Record<string, string>> };
  issues_info?: { error_summary?: string; error_message?: string }[];
}

const REVIEW: Record<string, PlatformReviewStatus> = {
  IN_PROCESS: 'PROCESSING',
  PENDING_REVIEW: 'PENDING_REVIEW',
  ACTIVE: 'ACTIVE',
  PREAPPROVED: 'ACTIVE',
  PAUSED: 'ACTIVE',
  ADSET_PAUSED: 'ACTIVE',
  CAMPAIGN_PAUSED: 'ACTIVE',
  DISAPPROVED: 'DISAPPROVED',
  WITH_ISSUES: 'WITH_ISSUES',
  PENDING_BILLING_INFO: 'WITH_ISSUES',
};

const KEY = /\[(varia-[^\]]+)\]$/;

export function reviewOf(ad: MetaAdFields): PlatformAd {
  const effective = ad.effective_status ?? 'PENDING_REVIEW';
  const status = REVIEW[effective] ?? 'WITH_ISSUES';
  const feedback = ad.ad_review_feedback;
  const reasons =
    status === 'DISAPPROVED'
      ? [
          ...Object.entries(feedback?.global ?? {}),
          ...Object.values(feedback?.placement_specific ?? {}).flatMap((byReason) => Object.entries(byReason)),
        ].map(([title, text]) => `${title}: ${text}`)
      : status === 'WITH_ISSUES'
        ? (ad.issues_info ?? []).map((i) => [i.error_summary, i.error_message].filter(Boolean).join(': '))
        : [];
  return {
    externalId: ad.id,
    externalKey: KEY.exec(ad.name ?? '')?.[1] ?? '',
    status,
    reasons: reasons.length === 0 && !REVIEW[effective] ? [`Meta reports the ad as ${effective}`] : reasons,
  };
}
