import type { UserEvent } from './events';
import { evolveUser, initialUserState, type UserState } from './state';

export * from './events';
export * from './state';
export * from './decide';

export const UserAggregate = { streamPrefix: 'User', initialState: initialUserState, evolve: evolveUser } satisfies {
  streamPrefix: string;
  initialState(): UserState;
  evolve(s: UserState, e: UserEvent): UserState;
};
