// After the users projection commits, every live channel of a user who was deactivated, or whose role or
// concept-only flag changed, is closed in every API process (api/live/channel-ends.ts): the channel checked its user's
// access when it opened. The projection's commit comes first, so a reconnect is judged by the new state: refused to a
// deactivated user, and held to the new role otherwise. (Users never change partner or node: an invitation fixes both.)
import type { LivePublisher } from '../../commands/live-events';
import type { UserEvent } from '../../domain/user';
import type { RecordedEvent } from '../../domain/shared/events';
import { usersProjection } from '../../projections/users/projection';
import { endUserChannels, type EndReason } from './channel-ends';

function endOf(event: UserEvent): EndReason | null {
  if (event.type === 'UserDeactivated') return 'signedOut';
  if (event.type === 'UserUpdated' && (event.data.role !== undefined || event.data.isConceptOnly !== undefined))
    return 'accessChanged';
  return null;
}

export function accessNotifier(live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== usersProjection.name) return;
    for (const event of events as unknown as (RecordedEvent & UserEvent)[]) {
      const reason = endOf(event);
      if (reason)
        endUserChannels(live, event.data.userId, reason).catch((error: unknown) =>
          log('live channel end failed', { error: String(error) }),
        );
    }
  };
}
