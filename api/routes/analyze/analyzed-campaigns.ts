// The campaigns a report or a dimension look-up reads (spec 3 §5 "Access filters"): those named, each checked ('Wrong
// campaigns. User do not have access for requested campaigns'), or else every campaign the caller may analyze on the
// partner; then only those of the concepts, markets and delivery types the filters name.
import { analyzeScope, assertAnalyzeCampaigns } from '../../../commands/analyze-access';
import type { SignedInActor } from '../../../commands/context';
import { reportableCampaigns } from '../../../projections/reporting/reporter';
import { campaignsMatching, type ReportFilter } from '../../../projections/reporting/report-filters';
import type { AppDeps } from '../../deps';

export async function analyzedCampaigns(
  deps: AppDeps,
  actor: SignedInActor,
  partnerId: string | undefined,
  named: readonly string[],
  filters: readonly ReportFilter[],
): Promise<string[]> {
  const scope = await analyzeScope(deps.lookups, actor, partnerId);
  await assertAnalyzeCampaigns(deps.lookups, actor, scope, named);
  const read = named.length > 0 ? named : await reportableCampaigns(deps.pool, scope.partnerId, scope.reachable);
  return campaignsMatching(deps.pool, read, filters);
}
