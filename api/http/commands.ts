// How a route runs a command: the caller becomes the actor, the request id the correlation id, and the
// answer waits (bounded) until the projections hold what was appended, so a list read next shows it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext } from '../../commands/context';
import type { CommandDeps } from '../../commands/partners';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';

export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

export function commandContext(request: FastifyRequest): CommandContext {
  return { actor: actorOf(request), correlationId: request.id, now: () => new Date() };
}

export function commandDeps(deps: AppDeps): CommandDeps {
  return { store: deps.store, lookups: deps.lookups };
}

export async function settle(deps: AppDeps, reply: FastifyReply, result: { position: number | null }): Promise<void> {
  if (result.position === null) return;
  reply.header('x-position', String(result.position));
  const caughtUp = await deps.catchUp.waitFor(result.position, READ_YOUR_WRITES_TIMEOUT_MS);
  if (!caughtUp) reply.header('x-projections-lagging', 'true');
}
