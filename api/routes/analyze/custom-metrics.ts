// The custom conversions a report's metrics name (issue 21 §3; spec 3 §9): each `custom:<conversionId>:<kind>` must be
// one of the analyzed partner's conversions, else 404 'Entity not found', as the conversion routes answer another
// partner's conversion; and what each counts (its floodlight activity), for the report's join. The partner's
// conversions also give the builder its offered custom metrics and their titles.
import { resolvePartner } from '../../../commands/authorization';
import type { SignedInActor } from '../../../commands/context';
import {
  CUSTOM_CONVERSION_NOT_FOUND,
  customConversionMetrics,
  parseCustomMetricId,
  type Metric,
} from '../../../domain/custom-conversion';
import { DomainError } from '../../../domain/shared/errors';
import { partnerCustomConversions } from '../../../projections/custom-conversions/queries';
import type { AskedConversion } from '../../../projections/reporting/conversions-sql';
import type { AppDeps } from '../../deps';

/** The conversions `metrics` name, in the order first named; none named: no look-up. */
export async function askedConversions(
  deps: Pick<AppDeps, 'pool'>,
  actor: SignedInActor,
  partnerId: string | undefined,
  metrics: readonly string[],
): Promise<AskedConversion[]> {
  const ids = [...new Set(metrics.flatMap((m) => parseCustomMetricId(m)?.conversionId ?? []))];
  if (ids.length === 0) return [];
  const own = new Map(
    (await partnerCustomConversions(deps.pool, resolvePartner(actor, partnerId))).map((c) => [c.id, c]),
  );
  return ids.map((id) => {
    const conversion = own.get(id);
    if (!conversion) throw DomainError.notFound(CUSTOM_CONVERSION_NOT_FOUND);
    return { id, activityId: conversion.floodlightActivityId };
  });
}

/** Every custom metric of the partner's conversions, with its title ('<conversion> <ending>'). */
export async function partnerCustomMetrics(deps: Pick<AppDeps, 'pool'>, partnerId: string): Promise<Metric[]> {
  return (await partnerCustomConversions(deps.pool, partnerId)).flatMap(customConversionMetrics);
}
