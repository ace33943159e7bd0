// Password reset links as a test needs them: one already past its hour (nobody waits an hour), recorded on its own
// stream as the product records a link it mailed (commands/password-reset.ts), so the link's page and calls meet it.
import { createHash } from 'node:crypto';
import type { EventStore } from '../../commands/event-store/port';

/** Records a link for `userId` whose hour ended a minute ago; `token` is what its URL would carry. */
export async function recordExpiredResetLink(store: EventStore, userId: string, token: string): Promise<void> {
  await store.append(
    `PasswordReset-${createHash('sha256').update(token).digest('hex')}`,
    [
      {
        type: 'PasswordResetRequested',
        data: { userId, expiresAt: new Date(Date.now() - 60_000).toISOString() },
        metadata: {
          actor: { userId, role: 'MANAGER' },
          partnerId: null,
          correlationId: 'expired-link',
          causationId: null,
          occurredAt: new Date(Date.now() - 61 * 60_000).toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    'no_stream',
  );
}
