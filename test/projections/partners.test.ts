import { describe, it } from 'vitest';
import type { PartnerEvent } from '../../domain/partner';
import { partnersProjection } from '../../projections/partners/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(partnersProjection);
const ROWS = 'SELECT id, name, type, archived, created_at, updated_at FROM partner_list ORDER BY id';

describe('partners projection', () => {
  const created = () => {
    const event = stream<PartnerEvent>('Partner-p1');
    return { event, given: [event('PartnerCreated', { partnerId: 'p1', name: 'Acme', type: 'Client' }, 1)] };
  };

  it('lists a created partner', async () => {
    const { given } = created();
    await spec
      .given(given)
      .then(ROWS, [
        { id: 'p1', name: 'Acme', type: 'Client', archived: false, created_at: date(1), updated_at: date(1) },
      ]);
  });

  it('renames and retypes an updated partner, keeping when it was created', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([event('PartnerUpdated', { partnerId: 'p1', name: 'Acme Group', type: 'Demo' }, 2)])
      .then(ROWS, [
        { id: 'p1', name: 'Acme Group', type: 'Demo', archived: false, created_at: date(1), updated_at: date(2) },
      ]);
  });

  it('marks an archived partner, and clears the mark when unarchived', async () => {
    const { event, given } = created();
    const archived = event('PartnerArchived', { partnerId: 'p1' }, 3);
    await spec
      .given(given)
      .when([archived])
      .then('SELECT id, archived, updated_at FROM partner_list', [{ id: 'p1', archived: true, updated_at: date(3) }]);
    await spec
      .given([...given, archived])
      .when([event('PartnerUnarchived', { partnerId: 'p1' }, 4)])
      .then('SELECT id, archived, updated_at FROM partner_list', [{ id: 'p1', archived: false, updated_at: date(4) }]);
  });

  it('keeps each partner to its own row', async () => {
    const { given } = created();
    const other = stream<PartnerEvent>('Partner-p2');
    await spec
      .given(given)
      .when([
        other('PartnerCreated', { partnerId: 'p2', name: 'Beta', type: 'Internal' }, 2),
        other('PartnerArchived', { partnerId: 'p2' }, 3),
      ])
      .then('SELECT id, name, archived FROM partner_list ORDER BY id', [
        { id: 'p1', name: 'Acme', archived: false },
        { id: 'p2', name: 'Beta', archived: true },
      ]);
  });
});
