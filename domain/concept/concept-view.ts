// The concepts' answers as the API sends them (api/schemas/concepts.ts ConceptRow, Concept, ConceptCampaigns) and
// the screens read them (admin-ui/src/concepts/, the campaign wizard): a row of the list, one concept with its brief,
// and a campaign of a concept. The read model builds them (projections/concepts/queries.ts).
import type { Brief } from './brief';
import type { ConceptStatus } from './events';

/** A row of GET /assets/concepts. */
export interface ConceptRow {
  id: string;
  partnerId: string;
  name: string;
  status: ConceptStatus;
  /** The markets. */
  businessNodes: string[];
  additionalNodes: string[];
  languages: string[];
  /** A library image's id. */
  thumbnail: string | null;
  archived: boolean;
  createdBy: string;
  submittedBy: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

/**
 * One concept with its brief: GET /assets/concepts/{id} and every concept command's answer (the route adds the legacy
 * `_id` and the concept's templates, which the screens do not read).
 */
export interface ConceptDetail extends ConceptRow {
  brief: Brief;
  /** Who submitted the brief: their name, else their email. */
  submittedByName: string | null;
}

/** A campaign of a concept (spec 1 §3 'Campaign (as seen here)'). */
export interface ConceptCampaign {
  id: string;
  /** The id again, as the original API named it. */
  _id: string;
  name: string;
  qa: boolean;
  businessNodes: string[];
}
