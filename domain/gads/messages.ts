// Google Ads' messages of spec 2 §8, verbatim where the spec gives words ('revise your customer ID', the toast) and
// in its order otherwise: fetching campaigns or ad groups failed, invalid customer ID, invalid OAuth token, invalid or
// deactivated ads user, unexpected error. The adapter follows each with Google's own reason when it gave one.

export const GADS_MESSAGES = {
  /** The toast over a failed campaigns or ad groups look-up; the server's reason goes under it. */
  failedToLoadCampaigns: 'Error while loading google ads campaigns',
  fetchingCampaignsFailed: 'Fetching Google Ads campaigns failed',
  fetchingAdGroupsFailed: 'Fetching Google Ads ad groups failed',
  invalidCustomerId: 'Invalid customer ID, please revise your customer ID',
  invalidOAuthToken: "Invalid Google Ads OAuth token: connect Google Ads again in the business node's integrations",
  invalidAdsUser: 'Invalid or deactivated Google Ads user',
  unexpectedError: 'Unexpected error from Google Ads',
  /** Ours: the business node has no Google Ads customer ID or token. */
  notConnected: 'Google Ads is not connected for this business node',
} as const;
