// What the market routes answer (projections/business-tree/queries.ts).
import { Type } from 'typebox';
import { Answer, Id, Timestamp } from '../http/schemas';

const rowFields = {
  id: Id,
  partnerId: Id,
  name: Type.String(),
  nodesCount: Type.Integer(),
  blockedToDelete: Type.Boolean({ description: 'true while a node uses the market' }),
  createdAt: Timestamp,
};

/** A row of GET /markets/{partnerId}. */
export const MarketRow = Answer(rowFields, 'A market');
export const Market = Answer({ ...rowFields, _id: Id }, 'A market');
