// Partners (spec 3 §2, §7): the super user's list, one partner, create, update and archive; the client
// switcher's list for everyone.
import { get, pick, post, put, enc } from '../requests';
import type { Partner, PartnerOption } from '../types';
import { restList, type ResourceAdapter } from './adapter';

export const partners = {
  getList: (params) => restList('/partners/admin', params),
  getOne: async ({ id }) => ({ data: await get<Partner>(`/partners/${enc(String(id))}`) }),
  create: async ({ data }) => ({ data: await post<Partner>('/partners', pick(data, ['name', 'type'])) }),
  update: async ({ id, data }) => ({
    data: await put<Partner>('/partners', { id: String(id), ...pick(data, ['name', 'type']) }),
  }),
  queries: {
    partnerOptions: () => get<PartnerOption[]>('/partners'),
  },
  commands: {
    archivePartner: ({ id, archived }: { id: string; archived: boolean }) =>
      put<Partner>(`/partners/archive/${enc(id)}`, { archived }),
  },
} satisfies ResourceAdapter;
