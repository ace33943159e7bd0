// Who may analyze what (spec 3 §5 "Access filters"): every role analyzes, analysts included, but anyone other than a
// top admin only on their own partner and only the campaigns on a business node they reach (a partner's admins reach
// them all). A concept-only user has no campaigns to analyze.
import { WRONG_CAMPAIGNS } from '../domain/campaign/messages';
import { CONCEPTS_ONLY_MESSAGE, confinedToConcepts, isTopAdmin } from '../domain/roles';
import { DomainError } from '../domain/shared/errors';
import { reachableNodes } from './asset-scope';
import { resolvePartner } from './authorization';
import type { SignedInActor } from './context';
import type { Lookups } from './lookups';

export interface AnalyzeScope {
  partnerId: string;
  /** The nodes the caller reaches; null: the whole partner. */
  reachable: string[] | null;
}

/** The partner the caller analyzes (`requested` for a top admin) and the nodes they reach in it. */
export async function analyzeScope(
  lookups: Lookups,
  actor: SignedInActor,
  requested: string | undefined | null,
): Promise<AnalyzeScope> {
  if (confinedToConcepts(actor)) throw DomainError.notAllowed(CONCEPTS_ONLY_MESSAGE);
  const partnerId = resolvePartner(actor, requested);
  return { partnerId, reachable: await reachableNodes(lookups, actor) };
}

/** Refuses, with spec 3 §5's words, any campaign that is not the scope's partner's or on no node the caller reaches. */
export async function assertAnalyzeCampaigns(
  lookups: Lookups,
  actor: SignedInActor,
  scope: AnalyzeScope,
  campaignIds: readonly string[],
): Promise<void> {
  const campaigns = await Promise.all([...new Set(campaignIds)].map((id) => lookups.campaign(id)));
  for (const campaign of campaigns) {
    const allowed =
      campaign !== null &&
      !campaign.deleted &&
      campaign.partnerId === scope.partnerId &&
      (isTopAdmin(actor.role) ||
        scope.reachable === null ||
        campaign.businessNodes.some((n) => scope.reachable!.includes(n)));
    if (!allowed) throw DomainError.notAllowed(WRONG_CAMPAIGNS);
  }
}
