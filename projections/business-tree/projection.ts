import type { BusinessTreeEvent } from '../../domain/business-tree';
import { perEvent, sql, type Projection } from '../projection';
import { insertRow, updateRow } from '../row-writes';

export const businessTreeProjection: Projection = {
  name: 'business-tree',
  tables: ['business_node', 'market'],
  ...perEvent<BusinessTreeEvent>({
    // Row writes: a batch folds a node's or a market's writes into one statement (projections/row-writes.ts).
    BusinessNodeCreated: (e) =>
      insertRow(
        'business_node',
        { id: e.data.nodeId },
        {
          partner_id: e.data.partnerId,
          parent_id: e.data.parentId,
          name: e.data.name,
          type: e.data.type,
          market_id: e.data.marketId,
          created_at: e.metadata.occurredAt,
        },
      ),
    BusinessNodeRenamed: (e) => updateRow('business_node', { id: e.data.nodeId }, { name: e.data.name }),
    BusinessNodeSubscribersChanged: (e) =>
      updateRow('business_node', { id: e.data.nodeId }, { subscriber_ids: e.data.subscribers }),
    BusinessNodeDeleted: (e) => sql(`DELETE FROM business_node WHERE id = $1`, [e.data.nodeId]),
    MarketCreated: (e) =>
      insertRow(
        'market',
        { id: e.data.marketId },
        { partner_id: e.data.partnerId, name: e.data.name, created_at: e.metadata.occurredAt },
      ),
    MarketUpdated: (e) => updateRow('market', { id: e.data.marketId }, { name: e.data.name }),
    MarketDeleted: (e) => sql(`DELETE FROM market WHERE id = $1`, [e.data.marketId]),
  }),
};
