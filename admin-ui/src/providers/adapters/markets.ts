// Markets of a partner (admin group; spec 3 §7). Deleting is a command: it needs the partner, and the
// market list shows why it is refused while business nodes use the market.
import { del, enc, pick, post, put } from '../requests';
import type { Deleted, Market } from '../types';
import { restList, scopeOf, type ResourceAdapter } from './adapter';

export const markets = {
  getList: (params) => {
    const [{ partnerId }, rest] = scopeOf(params, ['partnerId']);
    return restList(`/markets/${enc(partnerId)}`, rest);
  },
  create: async ({ data, meta }) => ({
    data: await post<Market>(`/markets/create/${enc(String(meta?.partnerId))}`, pick(data, ['name'])),
  }),
  update: async ({ id, data }) => ({
    data: await put<Market>(`/markets/update/${enc(String(id))}`, pick(data, ['name'])),
  }),
  commands: {
    deleteMarket: ({ partnerId, id }: { partnerId: string; id: string }) =>
      del<Deleted>(`/markets/delete/${enc(partnerId)}/${enc(id)}`),
  },
} satisfies ResourceAdapter;
