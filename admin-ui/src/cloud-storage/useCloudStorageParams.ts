// The connector list's state in the URL (spec 1 §2.4): page, page size and sort (`sort`, `order`), so a reload or a
// shared link shows the same rows. The server answers every connector; the list sorts and pages them itself.
import { useUrlPageParams, type UrlPageSpec } from '../common/useUrlPageParams';

export const CONNECTOR_SORTS = ['name', 'storageType', 'bucket', 'createdAt'] as const;
export type ConnectorSort = (typeof CONNECTOR_SORTS)[number];

interface ConnectorOrder {
  sort: ConnectorSort;
  order: 'ASC' | 'DESC';
}

const SPEC: UrlPageSpec<ConnectorOrder, Partial<ConnectorOrder>> = {
  read: (search) => {
    const sort = search.get('sort');
    return {
      sort: (CONNECTOR_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ConnectorSort) : 'name',
      order: search.get('order') === 'DESC' ? 'DESC' : 'ASC',
    };
  },
  write: ({ sort, order }) => ({
    sort: sort && (sort === 'name' ? null : sort),
    order: order && (order === 'ASC' ? null : order),
  }),
};

export const useCloudStorageParams = () => useUrlPageParams(SPEC);
