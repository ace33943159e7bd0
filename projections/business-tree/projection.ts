import type { BusinessTreeEvent } from '../../domain/business-tree';
import { perEvent, sql, texts, type Projection } from '../projection';

export const businessTreeProjection: Projection = {
  name: 'business-tree',
  tables: ['business_node', 'market'],
  ...perEvent<BusinessTreeEvent>({
    BusinessNodeCreated: (e) =>
      sql(
        `INSERT INTO business_node (id, partner_id, parent_id, name, type, market_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          e.data.nodeId,
          e.data.partnerId,
          e.data.parentId,
          e.data.name,
          e.data.type,
          e.data.marketId,
          e.metadata.occurredAt,
        ],
      ),
    BusinessNodeRenamed: (e) => sql(`UPDATE business_node SET name = $2 WHERE id = $1`, [e.data.nodeId, e.data.name]),
    BusinessNodeSubscribersChanged: (e) =>
      sql(`UPDATE business_node SET subscriber_ids = ${texts('$2::jsonb')} WHERE id = $1`, [
        e.data.nodeId,
        JSON.stringify(e.data.subscribers),
      ]),
    BusinessNodeDeleted: (e) => sql(`DELETE FROM business_node WHERE id = $1`, [e.data.nodeId]),
    MarketCreated: (e) =>
      sql(`INSERT INTO market (id, partner_id, name, created_at) VALUES ($1, $2, $3, $4)`, [
        e.data.marketId,
        e.data.partnerId,
        e.data.name,
        e.metadata.occurredAt,
      ]),
    MarketUpdated: (e) => sql(`UPDATE market SET name = $2 WHERE id = $1`, [e.data.marketId, e.data.name]),
    MarketDeleted: (e) => sql(`DELETE FROM market WHERE id = $1`, [e.data.marketId]),
  }),
};
