// Maps react-admin resources onto the API's routes (API contract; spec 3 §7). Lists use ra-data-simple-rest
// where the route fits its dialect; commands are typed custom methods that send only their own fields.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import { commands } from './commands';
import { assetCommands, assetList } from './assetCommands';
import { changed, enc, get, pick, post, put, unsupported, withoutKeys } from './requests';

const rest = simpleRestProvider(API_URL, (url, options) => httpClient(url, options));

/** A simple-rest style list on a route that also needs its own query parameters. */
async function listWithQuery(path: string, params: GetListParams, extra: Record<string, string>, options: { sortAndFilter?: boolean } = {}): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const query = new URLSearchParams(extra);
  if (options.sortAndFilter !== false) {
    query.set('sort', JSON.stringify([params.sort?.field ?? 'id', params.sort?.order ?? 'ASC']));
  }
  query.set('range', JSON.stringify([(page - 1) * perPage, page * perPage - 1]));
  if (options.sortAndFilter !== false) {
    query.set('filter', JSON.stringify(withoutKeys(params.filter, Object.keys(extra))));
  }
  const { json, headers } = await httpClient<RaRecord[]>(`${path}?${query}`, { signal: params.signal });
  const total = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
  return { data: json, total: Number.isFinite(total) ? total : json.length };
}

function requireParam(filter: Record<string, unknown> | undefined, key: string): string {
  const value = filter?.[key];
  if (typeof value !== 'string' || !value) throw new Error(`Missing ${key}`);
  return value;
}

const crud: DataProvider = {
  getList: (resource, params) => {
    switch (resource) {
      case 'partners':
        return rest.getList('partners/admin', params);
      case 'internal-users':
        return rest.getList('users/admins', params);
      case 'markets': {
        const partnerId = requireParam(params.filter, 'partnerId');
        return rest.getList(`markets/${enc(partnerId)}`, { ...params, filter: withoutKeys(params.filter, ['partnerId']) });
      }
      case 'partner-users':
        return listWithQuery('/users/by-partner', params, { partnerId: requireParam(params.filter, 'partnerId') });
      case 'node-users': {
        const nodeId = requireParam(params.filter, 'nodeId');
        return listWithQuery(`/users/node/${enc(nodeId)}`, { ...params, filter: withoutKeys(params.filter, ['nodeId']) }, {});
      }
      case 'audit':
        return listWithQuery(
          '/audit',
          params,
          { entityType: requireParam(params.filter, 'entityType'), entityId: requireParam(params.filter, 'entityId') },
          { sortAndFilter: false },
        );
      case 'assets':
        return assetList(params);
      default:
        return unsupported(resource, 'getList');
    }
  },

  getOne: async (resource, params) => {
    switch (resource) {
      case 'partners':
        return { data: await get(`/partners/${enc(String(params.id))}`) };
      case 'internal-users':
      case 'partner-users':
        return { data: await get(`/users/${enc(String(params.id))}`) };
      case 'assets':
        return { data: (await assetCommands.asset(String(params.id), (params.meta?.partnerId as string) ?? null)) as any };
      default:
        return unsupported(resource, 'getOne');
    }
  },

  getMany: async (resource, params) => {
    const rows = await Promise.all(params.ids.map((id) => crud.getOne(resource, { id })));
    return { data: rows.map((r) => r.data) };
  },

  getManyReference: (resource) => unsupported(resource, 'getManyReference'),

  create: async (resource, params) => {
    const d = params.data as Record<string, unknown>;
    switch (resource) {
      case 'partners':
        return { data: await post('/partners', pick(d, ['name', 'type'])) };
      case 'internal-users':
        return { data: await post('/users', pick(d, ['email', 'name', 'role', 'password'])) };
      case 'markets': {
        const partnerId = String(params.meta?.partnerId ?? '');
        return { data: await post(`/markets/create/${enc(partnerId)}`, pick(d, ['name'])) };
      }
      default:
        return unsupported(resource, 'create');
    }
  },

  update: async (resource, params) => {
    const d = params.data as Record<string, unknown>;
    const prev = params.previousData as Record<string, unknown> | undefined;
    const id = String(params.id);
    switch (resource) {
      case 'partners':
        return { data: await put('/partners', { id, ...pick(d, ['name', 'type']) }) };
      case 'internal-users':
        return { data: await put(`/users/${enc(id)}`, changed(d, prev, ['name', 'role'])) };
      case 'partner-users': {
        const body = changed(d, prev, ['name', 'role', 'isConceptOnly']);
        if (!body.name) delete body.name; // a pending user has no name until joining
        return { data: await put(`/users/${enc(id)}`, body) };
      }
      case 'markets':
        return { data: { id, ...(await put<object>(`/markets/update/${enc(id)}`, pick(d, ['name']))) } as any };
      default:
        return unsupported(resource, 'update');
    }
  },

  updateMany: (resource) => unsupported(resource, 'updateMany'),

  delete: async (resource, params) => {
    switch (resource) {
      case 'markets': {
        const partnerId = String(params.meta?.partnerId ?? '');
        await httpClient(`/markets/delete/${enc(partnerId)}/${enc(String(params.id))}`, { method: 'DELETE' });
        return { data: (params.previousData ?? { id: params.id }) as any };
      }
      default:
        return unsupported(resource, 'delete');
    }
  },

  deleteMany: (resource) => unsupported(resource, 'deleteMany'),
};

export const dataProvider = { ...crud, ...commands, ...assetCommands };
export type VariaDataProvider = DataProvider & typeof commands & typeof assetCommands;
