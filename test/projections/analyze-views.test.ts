// Per event; analyze-views-rebuild.test.ts shows the table is a fold of the streams alone, through the real commands.
import { describe, it } from 'vitest';
import type { AnalyzeViewEvent, AnalyzeViewSettingsData } from '../../domain/analyze-view/events';
import { analyzeViewsProjection } from '../../projections/analyze-views/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(analyzeViewsProjection);
const ROWS = `SELECT id, partner_id, name, is_default, settings, copied_from, created_by, created_at, updated_at
  FROM analyze_view ORDER BY id`;
const settings = (name: string, isDefault = false): AnalyzeViewSettingsData => ({
  name,
  dateRange: 7,
  default: isDefault,
  filters: [{ id: 'channel', values: ['facebook'] }],
  splits: [{ field: 'creative', sortIndex: 0 }],
  metrics: [{ field: 'CTR', sortIndex: 0 }],
  granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
  sort: { field: 'CTR', direction: 'DESC' },
  areBenchmarksShown: false,
});

const created = () => {
  const event = stream<AnalyzeViewEvent>('AnalyzeView-v1');
  const given = [
    event('AnalyzeViewCreated', { viewId: 'v1', partnerId: 'p1', copiedFrom: null, settings: settings('Weekly') }, 1),
  ];
  return { event, given };
};

describe('analyze-views projection', () => {
  it('keeps a saved report with its name, default flag and settings, who saved it and when', async () => {
    const { given } = created();
    await spec.given(given).then(ROWS, [
      {
        id: 'v1',
        partner_id: 'p1',
        name: 'Weekly',
        is_default: false,
        settings: settings('Weekly'),
        copied_from: null,
        created_by: 'spec-user',
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it('keeps which report a copy came from', async () => {
    const { given } = created();
    const copy = stream<AnalyzeViewEvent>('AnalyzeView-v2');
    await spec
      .given(given)
      .when([
        copy(
          'AnalyzeViewCreated',
          { viewId: 'v2', partnerId: 'p1', copiedFrom: 'v1', settings: settings('Weekly (copy)') },
          2,
        ),
      ])
      .then('SELECT id, name, copied_from, created_at FROM analyze_view ORDER BY id', [
        { id: 'v1', name: 'Weekly', copied_from: null, created_at: date(1) },
        { id: 'v2', name: 'Weekly (copy)', copied_from: 'v1', created_at: date(2) },
      ]);
  });

  it('renames a report and makes it the default, keeping its copy source and when it was saved', async () => {
    const { event, given } = created();
    const changed: AnalyzeViewSettingsData = { ...settings('Monthly', true), dateRange: 30 };
    await spec
      .given(given)
      .when([event('AnalyzeViewUpdated', { viewId: 'v1', settings: changed }, 3)])
      .then(ROWS, [
        {
          id: 'v1',
          partner_id: 'p1',
          name: 'Monthly',
          is_default: true,
          settings: changed,
          copied_from: null,
          created_by: 'spec-user',
          created_at: date(1),
          updated_at: date(3),
        },
      ]);
  });

  it('makes no row for an update of a report it does not know', async () => {
    const event = stream<AnalyzeViewEvent>('AnalyzeView-v9');
    await spec.given([event('AnalyzeViewUpdated', { viewId: 'v9', settings: settings('Ghost') }, 1)]).then(ROWS, []);
  });

  it('drops a deleted report; its copies stay, still naming where they came from', async () => {
    const { event, given } = created();
    const copy = stream<AnalyzeViewEvent>('AnalyzeView-v2');
    await spec
      .given([
        ...given,
        copy('AnalyzeViewCreated', { viewId: 'v2', partnerId: 'p1', copiedFrom: 'v1', settings: settings('Copy') }, 2),
      ])
      .when([event('AnalyzeViewDeleted', { viewId: 'v1' }, 3)])
      .then('SELECT id, copied_from FROM analyze_view ORDER BY id', [{ id: 'v2', copied_from: 'v1' }]);
  });
});
