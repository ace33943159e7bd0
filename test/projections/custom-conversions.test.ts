import { describe, it } from 'vitest';
import type { CustomConversionEvent, CustomConversionSettings } from '../../domain/custom-conversion/events';
import { customConversionsProjection } from '../../projections/custom-conversions/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(customConversionsProjection);
const ROWS = `SELECT id, partner_id, name, floodlight_activity_id, floodlight_activity_name, advertiser_id, created_by,
  created_at, updated_at FROM custom_conversion ORDER BY id`;
const settings = (name: string, activity = '111'): CustomConversionSettings => ({
  name,
  floodlightActivityId: activity,
  floodlightActivityName: `Activity ${activity}`,
  advertiserId: 'adv1',
});

const created = () => {
  const event = stream<CustomConversionEvent>('CustomConversion-cc1');
  const given = [
    event('CustomConversionCreated', { conversionId: 'cc1', partnerId: 'p1', settings: settings('Sales') }, 1),
  ];
  return { event, given };
};

describe('custom-conversions projection', () => {
  it('keeps a created conversion with its floodlight activity, advertiser and who made it', async () => {
    const { given } = created();
    await spec.given(given).then(ROWS, [
      {
        id: 'cc1',
        partner_id: 'p1',
        name: 'Sales',
        floodlight_activity_id: '111',
        floodlight_activity_name: 'Activity 111',
        advertiser_id: 'adv1',
        created_by: 'spec-user',
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it('renames a conversion and moves it to another activity, keeping when it was made', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'CustomConversionUpdated',
          { conversionId: 'cc1', settings: { ...settings("Sales 'EU'", '222'), advertiserId: 'adv2' } },
          2,
        ),
      ])
      .then(ROWS, [
        {
          id: 'cc1',
          partner_id: 'p1',
          name: "Sales 'EU'",
          floodlight_activity_id: '222',
          floodlight_activity_name: 'Activity 222',
          advertiser_id: 'adv2',
          created_by: 'spec-user',
          created_at: date(1),
          updated_at: date(2),
        },
      ]);
  });

  it('the last of several updates wins', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event('CustomConversionUpdated', { conversionId: 'cc1', settings: settings('B', '2') }, 2),
        event('CustomConversionUpdated', { conversionId: 'cc1', settings: settings('C', '3') }, 3),
      ])
      .then('SELECT name, floodlight_activity_id, updated_at FROM custom_conversion', [
        { name: 'C', floodlight_activity_id: '3', updated_at: date(3) },
      ]);
  });

  it('makes no row for an update of a conversion it does not know', async () => {
    const event = stream<CustomConversionEvent>('CustomConversion-cc9');
    await spec
      .given([event('CustomConversionUpdated', { conversionId: 'cc9', settings: settings('Ghost') }, 1)])
      .then(ROWS, []);
  });

  it('drops a deleted conversion and keeps the others', async () => {
    const { event, given } = created();
    const other = stream<CustomConversionEvent>('CustomConversion-cc2');
    await spec
      .given([
        ...given,
        other('CustomConversionCreated', { conversionId: 'cc2', partnerId: 'p2', settings: settings('Leads') }, 2),
      ])
      .when([event('CustomConversionDeleted', { conversionId: 'cc1' }, 3)])
      .then('SELECT id, partner_id, name FROM custom_conversion ORDER BY id', [
        { id: 'cc2', partner_id: 'p2', name: 'Leads' },
      ]);
  });
});
