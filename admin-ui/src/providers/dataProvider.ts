// The data provider: react-admin's methods dispatched to the resource adapters (./adapters), plus their
// custom queries and commands. Every write, react-admin's or a command, refreshes what it changed
// (./invalidation.ts); commands send only their own fields (DESIGN §7).
import type { DataProvider } from 'react-admin';
import { commands, queries, resources, type CommandName } from './adapters';
import type { ResourceAdapter } from './adapters/adapter';
import { refreshAfter, type Change } from './invalidation';
import { unsupported } from './requests';

type Method = Exclude<keyof ResourceAdapter, 'queries' | 'commands'>;

const adapters: Record<string, ResourceAdapter | undefined> = resources;

function adapter<M extends Method>(resource: string, method: M): NonNullable<ResourceAdapter[M]> {
  return adapters[resource]?.[method] ?? unsupported(resource, method);
}

/** Each command, refreshing what it changed once it succeeded. */
const refreshing = Object.fromEntries(
  (Object.entries(commands) as [CommandName, (params: never) => Promise<unknown>][]).map(([name, run]) => [
    name,
    (params: never) => refreshAfter(name, run(params)),
  ]),
) as unknown as typeof commands;

/**
 * A write the read side cannot show yet answers 202 {id, position} (api/http/saved-answer.ts): the screens get the
 * record as it was sent, under that id (a create's success notice names it), until the live channel says it shows.
 */
function shownRecord<R extends { id: unknown }>(answer: R, sent: object): R {
  const keys = Object.keys(answer);
  const accepted = keys.length === 2 && keys.includes('id') && keys.includes('position');
  return accepted ? ({ ...sent, id: answer.id } as R) : answer;
}

const crud: DataProvider = {
  getList: (resource, params) => adapter(resource, 'getList')(params),
  getOne: (resource, params) => adapter(resource, 'getOne')(params),
  getMany: async (resource, { ids, meta, signal }) => {
    const getOne = adapter(resource, 'getOne');
    const rows = await Promise.all(ids.map((id) => getOne({ id, meta, signal })));
    return { data: rows.map((row) => row.data) };
  },
  getManyReference: (resource) => unsupported(resource, 'getManyReference'),
  create: (resource, params) =>
    refreshAfter(
      `${resource}.create` as Change,
      adapter(resource, 'create')(params).then(({ data }) => ({ data: shownRecord(data, params.data) })),
    ),
  update: (resource, params) =>
    refreshAfter(
      `${resource}.update` as Change,
      adapter(
        resource,
        'update',
      )(params).then(({ data }) => ({
        data: shownRecord(data, { ...params.previousData, ...params.data }),
      })),
    ),
  updateMany: (resource) => unsupported(resource, 'updateMany'),
  delete: (resource) => unsupported(resource, 'delete'),
  deleteMany: (resource) => unsupported(resource, 'deleteMany'),
};

export const dataProvider = { ...crud, ...queries, ...refreshing };
export type VariaDataProvider = typeof dataProvider;
