// Saved analyze reports are a fold of their streams alone (issue 21 §2): reports saved, changed, copied and deleted
// through the real commands on a real Postgres event store, then `rebuild` from position 0 gives exactly the table the
// live projection built.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyAnalyzeView, deleteAnalyzeView, saveAnalyzeView, updateAnalyzeView } from '../../commands/analyze-views';
import type { CommandContext } from '../../commands/context';
import type { CommandDeps } from '../../commands/deps';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import type { Lookups } from '../../commands/lookups';
import type { AnalyzeViewSettings } from '../../domain/analyze-view/answers';
import { analyzeViewsProjection } from '../../projections/analyze-views/projection';
import { getAnalyzeView } from '../../projections/analyze-views/queries';
import { migrate } from '../../projections/migrate';
import { ProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';

let pool: pg.Pool;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let deps: CommandDeps;

const PARTNER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const context: CommandContext = {
  actor: { userId: 'u1', role: 'SELF_SERVICE_ADMIN', partnerId: PARTNER },
  correlationId: 'spec',
  now: () => new Date(),
};

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 4 });
  store = new PostgresEventStore(pool);
  await store.setup();
  await migrate(pool);
  runner = new ProjectionRunner(pool, store, [analyzeViewsProjection]);
  await runner.start();
  // A partner admin reaches every node, and the reports here name no campaign: the commands ask nothing else.
  deps = { store, lookups: {} as Lookups };
});
afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await pool?.end();
});

const settings = (name: string, dateRange: AnalyzeViewSettings['dateRange']): AnalyzeViewSettings => ({
  name,
  dateRange,
  default: false,
  filters: [{ id: 'channel', values: ['facebook'] }],
  splits: [{ field: 'creative', sortIndex: 0 }],
  metrics: [{ field: 'CTR', sortIndex: 0 }],
  granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
  sort: { field: 'CTR', direction: 'DESC' },
  areBenchmarksShown: false,
});

async function snapshot() {
  expect(await runner.waitFor(await store.headPosition(), 30_000)).toBe(true);
  return (await pool.query('SELECT * FROM analyze_view ORDER BY id')).rows;
}

describe('the saved reports projection', () => {
  it('is rebuilt from events to exactly the table it built live', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n++)
      ids.push((await saveAnalyzeView(deps, context, { settings: settings(`R${n}`, 7) })).viewId);
    await updateAnalyzeView(deps, context, { id: ids[1]!, settings: { ...settings('R1 monthly', 30), default: true } });
    await deleteAnalyzeView(deps, context, { id: ids[2]! });
    await snapshot();
    const original = (await getAnalyzeView(pool, ids[1]!))!;
    const { viewId: copy } = await copyAnalyzeView(deps, context, { id: ids[1]! }, original);

    const live = await snapshot();
    expect(live.map((r) => r.name).sort()).toEqual(['R0', 'R1 monthly', 'R1 monthly copy', 'R3', 'R4', 'R5']);
    expect(live.find((r) => r.id === copy)).toMatchObject({ copied_from: ids[1], is_default: false });
    expect(live.find((r) => r.id === ids[1])).toMatchObject({ is_default: true });

    await runner.rebuild(analyzeViewsProjection.name);
    expect(await snapshot()).toEqual(live);
  }, 60_000);
});
