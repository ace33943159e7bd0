// Custom conversions of a partner (top admins and the self-service group; spec 3 §7), and the floodlight activities of
// the partner's CM360 they are chosen from. Every call names the partner, as top admins must.
import type { CustomConversion, FloodlightActivity } from '../../../../domain/custom-conversion/answers';
import { del, enc, get, pick, post, put, queryString } from '../requests';
import type { Deleted } from '../types';
import { restList, scopeOf, type ResourceAdapter } from './adapter';

const FIELDS = ['name', 'floodlightActivityId'];
const partnerQuery = (partnerId: unknown) => queryString({ partnerId: String(partnerId) });

export const customConversions = {
  getList: (params) => {
    const [{ partnerId }, rest] = scopeOf(params, ['partnerId']);
    return restList(`/report/custom-conversions${partnerQuery(partnerId)}`, rest);
  },
  create: async ({ data, meta }) => ({
    data: await post<CustomConversion>(
      `/report/custom-conversions${partnerQuery(meta?.partnerId)}`,
      pick(data, FIELDS),
    ),
  }),
  update: async ({ id, data, previousData }) => ({
    data: await put<CustomConversion>(
      `/report/custom-conversion/${enc(String(id))}${partnerQuery((previousData as CustomConversion).partnerId)}`,
      pick(data, FIELDS),
    ),
  }),
  queries: {
    floodlightActivities: ({ partnerId }: { partnerId: string }) =>
      get<FloodlightActivity[]>(`/google/floodlightActivities/${enc(partnerId)}`),
  },
  commands: {
    deleteCustomConversion: ({ partnerId, id }: { partnerId: string; id: string }) =>
      del<Deleted>(`/report/custom-conversion/${enc(id)}${partnerQuery(partnerId)}`),
  },
} satisfies ResourceAdapter;
