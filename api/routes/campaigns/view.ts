// A campaign as the routes answer it: the read model's row with its chosen templates.
import type pg from 'pg';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaign';
import { DomainError } from '../../../domain/shared/errors';
import { getCampaign } from '../../../projections/campaigns/queries';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found, withLegacyId } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { Campaign } from '../../../domain/campaign/answers';

/** A partner the request names is one the campaign must be in (`?partnerId`, the archive body's partnerId). */
export function inPartner<T extends { partnerId: string }>(campaign: T, partnerId: string | undefined): T {
  if (partnerId !== undefined && partnerId !== campaign.partnerId) throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  return campaign;
}

export async function campaignAnswer(pool: pg.Pool, id: string) {
  return withLegacyId(found(await getCampaign(pool, id), CAMPAIGN_NOT_FOUND));
}

/** The path of one campaign. */
export const params = Params({ id: Id });

/** The answers of a command on one campaign. */
export const changedCampaign = { 200: Campaign, ...accepted('/campaigns/:id'), ...errors(404, 409, 422) };
