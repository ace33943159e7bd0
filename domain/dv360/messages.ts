// DV360's look-up messages: the spec's toast over a failed campaigns or line items look-up (spec 2 §8, verbatim) and
// ours for an advertiser no usable business node holds or connects.

export const DV360_MESSAGES = {
  /** The toast; the server's reason goes under it. */
  failedLoading: 'Failed loading DV360 campaigns/line items',
  advertiserNotFound: "DV360 advertiser not found on this business node's integration",
  /** A line item import into a campaign none of whose business nodes connects the advertiser. */
  notConnectedForCampaign: (advertiserId: string) =>
    `DV360 advertiser ${advertiserId} is not connected on any business node of this campaign: connect DV360 in the node's integrations`,
} as const;
