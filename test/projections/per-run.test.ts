// perRun (projections/projection.ts): a handler of a run of consecutive events of one type gets the run whole, in
// order; events the projection ignores do not end a run, another type it handles does, and each keeps its place.
import { describe, expect, it } from 'vitest';
import { perEvent, perRun, sql } from '../../projections/projection';
import { stream } from '../support/projection-spec';

type Made = { type: 'Made'; data: { n: number } };
type Named = { type: 'Named'; data: { n: number } };
type Ignored = { type: 'Ignored'; data: { n: number } };

const event = stream<Made | Named | Ignored>('Thing-1');
const statements = perEvent<Made | Named>({
  Made: perRun((events) => sql('SELECT $1', [events.map((e) => e.data.n).join(',')])),
  Named: (e) => sql('SELECT $1', [`named ${e.data.n}`]),
}).statements!;

describe('a run handler', () => {
  it('gets each run of its events whole, across events ignored, and ends at another type handled', () => {
    const batch = [
      event('Made', { n: 1 }),
      event('Ignored', { n: 2 }),
      event('Made', { n: 3 }),
      event('Named', { n: 4 }),
      event('Made', { n: 5 }),
    ];
    expect(statements(batch)).toEqual(["SELECT '1,3'", "SELECT 'named 4'", "SELECT '5'"]);
  });

  it('sends nothing for a batch without its events', () => {
    expect(statements([event('Ignored', { n: 1 })])).toEqual([]);
  });
});
