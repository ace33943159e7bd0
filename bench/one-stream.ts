// Figures (h) and (i): commands through the command pipeline (commands/execute.ts, as the API runs them) on
// one partner tree, beside single-event appends of the same run. (h) 16 clients renaming markets of one tree
// against 16 writers appending single events to streams of their own. (i) one client commanding a tree with
// a history of 10,000 events, one commanding a tree that starts empty, and one appending single events.
import type pg from 'pg';
import type { EventContext } from '../commands/context';
import { MAX_EVENTS_PER_APPEND } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { execute } from '../commands/execute';
import { newId } from '../commands/ids';
import {
  BusinessTreeAggregate,
  decideBusinessTree,
  type BusinessTreeCommand,
  type BusinessTreeEvent,
} from '../domain/business-tree';
import { appendOp } from './appends';
import { alternate, compare, type Op, type Throughput } from './measure';

const CLIENTS = 16;
const MARKETS = 100;
const LONG_HISTORY = 10_000;
/** The empty side moves to a fresh tree this often (an even number: a creation comes first), so it stays short. */
const COMMANDS_PER_EMPTY_TREE = 200;

const context: EventContext = {
  actor: { userId: 'bench', role: 'SYSTEM' },
  partnerId: null,
  correlationId: 'bench',
  now: () => new Date(),
};

interface Tree {
  partnerId: string;
  marketIds: string[];
}

const onTree = (store: PostgresEventStore, partnerId: string, command: BusinessTreeCommand) =>
  execute(store, BusinessTreeAggregate, partnerId, context, (state) => decideBusinessTree(command, state, partnerId));

/**
 * A tree of MARKETS markets renamed over and over, `events` events in all: a long history on a small tree.
 * Written through a store object of its own, so the measuring store's pipeline starts with nothing cached.
 */
async function seedTree(pool: pg.Pool, events: number): Promise<Tree> {
  const seeder = new PostgresEventStore(pool);
  const partnerId = newId();
  const marketIds = Array.from({ length: MARKETS }, newId);
  const history: BusinessTreeEvent[] = [
    ...marketIds.map((marketId, i): BusinessTreeEvent => ({
      type: 'MarketCreated',
      data: { partnerId, marketId, name: `Market ${i}` },
    })),
    ...Array.from({ length: events - MARKETS }, (_, i): BusinessTreeEvent => {
      const marketId = marketIds[i % MARKETS]!;
      return { type: 'MarketUpdated', data: { partnerId, marketId, name: `Market ${i % MARKETS} v${i}` } };
    }),
  ];
  for (let i = 0; i < history.length; i += MAX_EVENTS_PER_APPEND) {
    const chunk = history.slice(i, i + MAX_EVENTS_PER_APPEND);
    await execute(seeder, BusinessTreeAggregate, partnerId, context, () => chunk);
  }
  return { partnerId, marketIds };
}

/** Counts refusals instead of stopping: every command here is valid, so any refusal is a spurious conflict. */
function counted(run: (i: number) => Promise<unknown>, refusals: { count: number }): Op {
  let next = 0;
  return async () => {
    try {
      await run(next++);
      return 1;
    } catch {
      refusals.count++;
      return 0;
    }
  };
}

const renames = (store: PostgresEventStore, tree: Tree, refusals: { count: number }) =>
  counted(
    (i) =>
      onTree(store, tree.partnerId, {
        type: 'UpdateMarket',
        marketId: tree.marketIds[i % MARKETS]!,
        name: `Renamed ${i}`,
      }),
    refusals,
  );

/** Creates a market, then deletes it: the tree keeps its size, so the two sides differ in history only. */
function createThenDelete(
  store: PostgresEventStore,
  partnerOf: (i: number) => string,
  refusals: { count: number },
): Op {
  let marketId = '';
  return counted((i) => {
    if (i % 2 === 1) return onTree(store, partnerOf(i), { type: 'DeleteMarket', marketId });
    marketId = newId();
    return onTree(store, partnerOf(i), { type: 'CreateMarket', marketId, name: `New ${i}` });
  }, refusals);
}

const meanMs = (t: Throughput) => Number((1000 / t.eventsPerSecond).toFixed(3));

export async function oneStreamFigures(pool: pg.Pool) {
  const store = new PostgresEventStore(pool);
  const refusals = { count: 0 };

  const busy = await seedTree(pool, MARKETS);
  const throughput = await compare(renames(store, busy, refusals), appendOp(store, CLIENTS, 1), { workers: CLIENTS });

  const long = await seedTree(pool, LONG_HISTORY);
  const started = performance.now();
  await onTree(store, long.partnerId, { type: 'CreateMarket', marketId: newId(), name: 'First after start' });
  const firstCommandMs = Number((performance.now() - started).toFixed(1));
  let emptyTree = '';
  const freshTree = (i: number) => (i % COMMANDS_PER_EMPTY_TREE === 0 ? (emptyTree = newId()) : emptyTree);
  const latency = await alternate(
    {
      longStream: createThenDelete(store, () => long.partnerId, refusals),
      emptyStream: createThenDelete(store, freshTree, refusals),
      rawSingleEventAppend: appendOp(store, 1, 1),
    },
    { workers: 1 },
  );
  const latencyRatio = Number((latency.emptyStream.eventsPerSecond / latency.longStream.eventsPerSecond).toFixed(3));

  return {
    commandsOnOneStream16Clients: {
      commands: throughput.subject,
      rawSingleEventAppends16Writers: throughput.reference,
      ratio: throughput.ratio,
      aim: 'ratio >= 0.3',
      met: throughput.ratio >= 0.3 && refusals.count === 0,
      workload: `${CLIENTS} clients renaming the ${MARKETS} markets of one partner tree (UpdateMarket through commands/execute.ts)`,
    },
    commandLatencyLongVsEmptyStream: {
      longStream: { historyEvents: LONG_HISTORY, meanMs: meanMs(latency.longStream), ...latency.longStream },
      emptyStream: { meanMs: meanMs(latency.emptyStream), ...latency.emptyStream },
      rawSingleEventAppend: { meanMs: meanMs(latency.rawSingleEventAppend), ...latency.rawSingleEventAppend },
      ratio: latencyRatio,
      aim: 'ratio <= 1.5 (mean latency, long / empty)',
      met: latencyRatio <= 1.5 && refusals.count === 0,
      firstCommandOnLongStreamMs: firstCommandMs,
      workload:
        `one client creating a market then deleting it (CreateMarket, DeleteMarket); the long side's tree holds ${MARKETS} markets, ` +
        `the empty side moves to a new tree every ${COMMANDS_PER_EMPTY_TREE} commands`,
    },
    spuriousConflicts: refusals.count,
  };
}
