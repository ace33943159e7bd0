// A custom conversion (domain/custom-conversion): a visible name, one per partner however it is cased, changed only
// when something changed, gone once deleted; and the report metrics its name gives, each count with its rate.
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_CONVERSION_ENDINGS,
  CUSTOM_CONVERSION_MESSAGES,
  CUSTOM_CONVERSION_NOT_FOUND,
  customConversionMetrics,
  customMetricId,
  customMetricValue,
  decideCustomConversion,
  evolveCustomConversion,
  initialCustomConversionState,
  parseCustomMetricId,
  type CustomConversionCommand,
  type CustomConversionEvent,
  type CustomConversionSettings,
} from '../../domain/custom-conversion';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE } from '../../domain/shared/validation';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const purchase: CustomConversionSettings = {
  name: 'Purchases',
  floodlightActivityId: '123450',
  floodlightActivityName: 'Purchase',
  advertiserId: '8801',
};
const fold = (events: CustomConversionEvent[]) => events.reduce(evolveCustomConversion, initialCustomConversionState());
const create = (settings: CustomConversionSettings, takenNames: string[] = []) =>
  decideCustomConversion(
    { type: 'CreateCustomConversion', conversionId: ID, partnerId: 'p1', settings, takenNames },
    initialCustomConversionState(),
  );
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('not refused');
};

describe('a custom conversion', () => {
  it('is created under a visible name, trimmed at its end', () => {
    expect(create({ ...purchase, name: 'Purchases  ' })).toEqual([
      { type: 'CustomConversionCreated', data: { conversionId: ID, partnerId: 'p1', settings: purchase } },
    ]);
    expect(refusal(() => create({ ...purchase, name: ' Purchases' }))).toMatchObject({
      statusCode: 400,
      message: LEADING_SPACE,
    });
    expect(refusal(() => create({ ...purchase, name: '\u200b' })).statusCode).toBe(400);
  });

  it('takes a name no other conversion of the partner has, whatever its case', () => {
    const taken = refusal(() => create(purchase, ['purchases ']));
    expect(taken).toMatchObject({ statusCode: 409, message: MESSAGES.alreadyExist });
    expect(create(purchase, ['Purchase'])).toHaveLength(1);
  });

  it('changes when something changed, and is gone once deleted', () => {
    const saved = fold(create(purchase));
    const update = (settings: CustomConversionSettings, takenNames: string[] = []) =>
      decideCustomConversion({ type: 'UpdateCustomConversion', settings, takenNames }, saved);
    expect(update(purchase)).toEqual([]);
    const renamed = update({ ...purchase, name: 'Sales' });
    expect(renamed).toEqual([
      { type: 'CustomConversionUpdated', data: { conversionId: ID, settings: { ...purchase, name: 'Sales' } } },
    ]);
    expect(refusal(() => update({ ...purchase, name: 'Sales' }, ['SALES'])).statusCode).toBe(409);
    const deleted = decideCustomConversion({ type: 'DeleteCustomConversion' }, saved);
    expect(deleted).toEqual([{ type: 'CustomConversionDeleted', data: { conversionId: ID } }]);
    const gone = fold([...create(purchase), ...deleted]);
    expect(refusal(() => decideCustomConversion({ type: 'DeleteCustomConversion' }, gone))).toMatchObject({
      statusCode: 404,
      message: CUSTOM_CONVERSION_NOT_FOUND,
    });
    const again: CustomConversionCommand = {
      type: 'CreateCustomConversion',
      conversionId: ID,
      partnerId: 'p1',
      settings: purchase,
      takenNames: [],
    };
    expect(refusal(() => decideCustomConversion(again, gone)).statusCode).toBe(409);
  });

  it('says the spec’s two failure messages verbatim', () => {
    expect(CUSTOM_CONVERSION_MESSAGES).toEqual({
      updateFailed: "Can't update conversion cause related campaign report update is failed.",
      deleteFailed: "Can't delete conversion cause related campaign report update is failed.",
    });
  });
});

describe('a custom conversion’s metrics', () => {
  const metrics = customConversionMetrics({ id: ID, name: 'Purchases' });

  it('are named by the spec’s endings, each count paired with its rate', () => {
    expect(CUSTOM_CONVERSION_ENDINGS).toEqual(['Click-through', 'View-through', 'Total Conversions', 'CVR']);
    expect(metrics.map((m) => m.title)).toEqual([
      'Purchases Click-through',
      'Purchases Click-through CVR',
      'Purchases View-through',
      'Purchases View-through CVR',
      'Purchases Total Conversions',
      'Purchases CVR',
    ]);
    for (const ending of CUSTOM_CONVERSION_ENDINGS)
      expect(metrics.some((m) => m.title === `Purchases ${ending}`)).toBe(true);
    expect(metrics.map((m) => parseCustomMetricId(m.id)?.conversionId)).toEqual(Array(6).fill(ID));
  });

  it('read only their own ids', () => {
    expect(parseCustomMetricId(customMetricId(ID, 'CVR'))).toEqual({ conversionId: ID, kind: 'CVR' });
    expect(parseCustomMetricId('CVR')).toBeNull();
    expect(parseCustomMetricId(`custom:${ID}:hover`)).toBeNull();
    expect(parseCustomMetricId(`custom:not-an-id:CVR`)).toBeNull();
  });

  it('count conversions and rate them over clicks or impressions', () => {
    const conversions = { clickThrough: 30, viewThrough: 20 };
    const delivery = { clicks: 600, impressions: 10_000 };
    const value = (kind: Parameters<typeof customMetricValue>[0]) => customMetricValue(kind, conversions, delivery);
    expect(value('clickThrough')).toBe(30);
    expect(value('clickThroughCVR')).toBe(5);
    expect(value('viewThrough')).toBe(20);
    expect(value('viewThroughCVR')).toBeCloseTo(0.2);
    expect(value('totalConversions')).toBe(50);
    expect(value('CVR')).toBeCloseTo(0.5);
    expect(customMetricValue('CVR', conversions, { clicks: 0, impressions: 0 })).toBeNull();
    expect(customMetricValue('totalConversions', conversions, { clicks: 0, impressions: 0 })).toBe(50);
  });
});
