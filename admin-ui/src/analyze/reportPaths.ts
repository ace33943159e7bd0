// The builder's routes (spec 3 §2): /analyze/new, and a saved report at /analyze/{id}/{purpose}; 'overview' is the
// purpose of opening one to read and change it. A new report can start on some campaigns (?campaignIds=a,b): a
// concept's results (issue 21 §4, one thread from brief to results); the query may name any of the builder's
// settings (reportUrl.ts).
export const REPORT_PURPOSE = 'overview';
export const reportPath = (id: string) => `/analyze/${id}/${REPORT_PURPOSE}`;

/** The query parameter a new report takes its campaigns from. */
export const CAMPAIGNS_PARAM = 'campaignIds';

/** A new report of these campaigns' results. */
export const campaignsReportPath = (campaignIds: string[]) =>
  `/analyze/new?${new URLSearchParams({ [CAMPAIGNS_PARAM]: campaignIds.join(',') }).toString()}`;
