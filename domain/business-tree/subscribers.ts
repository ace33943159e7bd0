// A business node's subscribers (spec 3 §3, §6 "edit subscribers"): users of the node's partner who hear about the
// node. The admin group sets the list whole; a user newly named must be of the partner, not deactivated, and reach
// the node (assigned to it or to a node above it, or of the partner's admin group). A subscriber already on the list
// may stay when that no longer holds, so a list can be saved again after one of its users was deactivated.
import { DomainError } from '../shared/errors';

/** Subscribers a node holds at most. */
export const SUBSCRIBERS_MAX = 500;

const CANNOT_SUBSCRIBE = {
  unknown: 'no such user in the business node’s partner',
  inactive: 'the user is deactivated',
  nodes: 'the user is not assigned to this business node or to one above it',
} as const;
export type CannotSubscribe = keyof typeof CANNOT_SUBSCRIBE;

export const userCannotSubscribe = (user: string, why: CannotSubscribe) =>
  `${user} cannot be a subscriber: ${CANNOT_SUBSCRIBE[why]}`;

/** A named user as the read side judged them; `cannotSubscribe` null when they may be a subscriber. */
export interface NamedSubscriber {
  userId: string;
  label: string;
  cannotSubscribe: CannotSubscribe | null;
}

/** The list to record, in the order given, once every user added to `current` may subscribe. */
export function checkedSubscribers(current: readonly string[], asked: readonly string[], named: NamedSubscriber[]) {
  const subscribers = [...new Set(asked)];
  const judged = new Map(named.map((n) => [n.userId, n]));
  for (const userId of subscribers.filter((id) => !current.includes(id))) {
    const user = judged.get(userId);
    const why = user ? user.cannotSubscribe : 'unknown';
    if (why !== null)
      throw DomainError.unprocessable(userCannotSubscribe(user?.label ?? userId, why), {
        field: 'subscribers',
        userId,
      });
  }
  return subscribers;
}
