// Mail of mention notifications (issue 17 §5), after the command recorded them: only with SMTP_URL, only the ones
// recorded now, and never holding up the comment's answer; a mail that fails is logged (the centre keeps it).
import type { FastifyRequest } from 'fastify';
import type { Notification } from '../../../domain/notification';
import { directoryUsers } from '../../../projections/reviews/queries';
import type { AppDeps } from '../../deps';

export function mailMentions(
  deps: Pick<AppDeps, 'mailer' | 'pool'>,
  request: FastifyRequest,
  sent: Notification[],
): void {
  const { mailer } = deps;
  if (!mailer || sent.length === 0) return;
  const byUser = new Map(sent.map((n) => [n.userId, n]));
  void directoryUsers(deps.pool, [...byUser.keys()])
    .then((users) =>
      Promise.all(
        users.map((user) => {
          const { title, message } = byUser.get(user.id)!;
          return mailer
            .send({ to: user.email, subject: title, text: message })
            .catch((error: unknown) => request.log.warn({ err: error, userId: user.id }, 'mention mail failed'));
        }),
      ),
    )
    .catch((error: unknown) => request.log.error({ err: error }, 'mention mail not sent'));
}
