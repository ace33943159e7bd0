// How a route runs a command: the caller becomes the actor, the request id the correlation id, and the
// answer waits (bounded) until the projections hold what was appended, so a list read next shows it; when one
// cannot (it is failing, or holds the entity's stream behind a parked event) the answer says x-projections-lagging.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectingAppends } from '../../commands/appended-events';
import { knownTimeZone } from '../../domain/shared/dates';
import type { CommandContext } from '../../commands/context';
import type { CommandDeps } from '../../commands/deps';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { noteLaggingWrite } from './saved-answer';

export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/** Runs `command` for the caller, then sets x-position and waits for the read side to reach it. */
export async function runCommand<R extends { position: number | null }>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  command: (commands: CommandDeps, context: CommandContext) => Promise<R>,
): Promise<R> {
  const started = performance.now();
  const { result, appended } = await collectingAppends(() =>
    command({ store: deps.store, lookups: deps.lookups }, commandContext(request)),
  );
  const commandMs = performance.now() - started;
  let catchUpMs: number | undefined;
  if (result.position !== null) {
    reply.header('x-position', String(result.position));
    // Only the projections that handle what was appended; never one that is failing or holds the stream.
    const waited = performance.now();
    const caughtUp = await deps.catchUp.waitFor(
      result.position,
      READ_YOUR_WRITES_TIMEOUT_MS,
      appended.length > 0 ? appended : undefined,
    );
    catchUpMs = performance.now() - waited;
    if (!caughtUp) {
      reply.header('x-projections-lagging', 'true');
      // A route that reads its answer back would find it missing or old: it answers 202 (./saved-answer.ts).
      noteLaggingWrite(request, result.position, result);
    }
  }
  reply.header('server-timing', serverTiming(commandMs, catchUpMs));
  return result;
}

/**
 * Server-Timing (a standard header the browser's tools show): the command, from its reads to its last append, and
 * the wait for the read side to hold it; bench/assemblies.ts reads both (issue 23 §5).
 */
const serverTiming = (commandMs: number, catchUpMs?: number) =>
  [
    `command;dur=${commandMs.toFixed(1)}`,
    ...(catchUpMs === undefined ? [] : [`catchup;dur=${catchUpMs.toFixed(1)}`]),
  ].join(', ');

export function commandContext(request: FastifyRequest): CommandContext {
  return {
    // Read when a command asks for it, so a public command (accepting an invitation) needs no signed-in caller.
    get actor() {
      return actorOf(request);
    },
    correlationId: request.id,
    now: () => new Date(),
    // The browser names its zone on every call (admin-ui/src/providers/httpClient.ts); an unknown one counts as UTC.
    timeZone: knownTimeZone(request.headers['x-time-zone'] as string | undefined),
  };
}
