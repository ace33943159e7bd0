// Users of one business node (admin group; spec 3 §2).
import { enc } from '../requests';
import { restList, scopeOf, type ResourceAdapter } from './adapter';

export const nodeUsers = {
  getList: (params) => {
    const [{ nodeId }, rest] = scopeOf(params, ['nodeId']);
    return restList(`/users/node/${enc(nodeId)}`, rest);
  },
} satisfies ResourceAdapter;
