// Node subscribers hear of the jobs on their nodes (issue 22 §3, PUT /business-nodes/{id} {subscribers}): how a
// publish or an export ended reaches the subscribers of the nodes concerned and of every node above them, besides the
// user who asked; that it started stays the asker's. The composition root answers who they are from the read models
// (projections/business-tree/subscribers.ts), which workflow code may not read.

/** The active subscribers of a campaign's nodes and of `nodeIds`, and of every node above them. */
export type SubscribersOf = (concerned: { campaignId: string | null; nodeIds: string[] }) => Promise<string[]>;

/** Who hears how a job ended: the asker, then each subscriber once. */
export async function noticeRecipients(
  subscribersOf: SubscribersOf,
  requestedBy: string,
  concerned: { campaignId: string | null; nodeIds: string[] },
): Promise<string[]> {
  return [...new Set([requestedBy, ...(await subscribersOf(concerned))])];
}
