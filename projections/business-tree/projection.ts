import type { BusinessTreeEvent } from '../../domain/business-tree';
import { perEvent, type Projection } from '../projection';


export const businessTreeProjection: Projection = {
  name: 'business-tree',
  tables: ['business_node', 'market'],
  handle: perEvent<BusinessTreeEvent>({
    BusinessNodeCreated: (tx, e) =>
      tx.query(
        `INSERT INTO business_node (id, partner_id, parent_id, name, type, market_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [e.data.nodeId, e.data.partnerId, e.data.parentId, e.data.name, e.data.type, e.data.marketId, e.metadata.occurredAt],
      ),
    BusinessNodeRenamed: (tx, e) =>
      tx.query(`UPDATE business_node SET name = $2 WHERE id = $1`, [e.data.nodeId, e.data.name]),
    BusinessNodeDeleted: (tx, e) => tx.query(`DELETE FROM business_node WHERE id = $1`, [e.data.nodeId]),
    MarketCreated: (tx, e) =>
      tx.query(`INSERT INTO market (id, partner_id, name, created_at) VALUES ($1, $2, $3, $4)`, [
        e.data.marketId, e.data.partnerId, e.data.name, e.metadata.occurredAt,
      ]),
    MarketUpdated: (tx, e) => tx.query(`UPDATE market SET name = $2 WHERE id = $1`, [e.data.marketId, e.data.name]),
    MarketDeleted: (tx, e) => tx.query(`DELETE FROM market WHERE id = $1`, [e.data.marketId]),
  }),
};
