// Internal users (super only; spec 3 §2): SUPER and ADMIN users of no partner.
import { changed, enc, get, pick, post, put } from '../requests';
import type { User } from '../types';
import { restList, type ResourceAdapter } from './adapter';

export const internalUsers = {
  getList: (params) => restList('/users/admins', params),
  getOne: async ({ id }) => ({ data: await get<User>(`/users/${enc(String(id))}`) }),
  create: async ({ data }) => ({ data: await post<User>('/users', pick(data, ['email', 'name', 'role', 'password'])) }),
  update: async ({ id, data, previousData }) => ({
    data: await put<User>(`/users/${enc(String(id))}`, changed(data, previousData, ['name', 'role'])),
  }),
} satisfies ResourceAdapter;
