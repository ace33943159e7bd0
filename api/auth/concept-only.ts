// Concept-only users see only the concepts area unless they are top admins (spec 1 §1, §6). The campaigns area is
// every route under /api/v1/campaigns: the gate refuses them there by path, so a new campaign route is covered without
// saying so. Campaigns reached another way (the older comment calls name one in the body or query; the live channel's
// broadcasts) meet the same rule in campaignInScope (commands/campaigns.ts).
import type { FastifyRequest } from 'fastify';
import { CONCEPTS_ONLY_MESSAGE, confinedToConcepts } from '../../domain/roles';
import { DomainError } from '../../domain/shared/errors';

const CAMPAIGN_AREA = '/api/v1/campaigns';

/** Whether a route (its registered url, '/api/v1/campaigns/:id/…') belongs to the campaigns area. */
export function inCampaignArea(url: string | undefined): boolean {
  return (
    url !== undefined &&
    (url === CAMPAIGN_AREA || url.startsWith(`${CAMPAIGN_AREA}/`) || url.startsWith(`${CAMPAIGN_AREA}.`))
  );
}

/** 403 for a concept-only caller on a campaigns-area route. */
export function refuseConceptOnly(request: FastifyRequest): void {
  if (request.user && confinedToConcepts(request.user) && inCampaignArea(request.routeOptions.url))
    throw DomainError.notAllowed(CONCEPTS_ONLY_MESSAGE);
}
