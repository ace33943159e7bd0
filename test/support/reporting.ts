// What the reporting specs publish: creative n of campaign c1's Meta tree t1 on node n1, its format f<n>, its approved
// content fp<n>; and a delivery row of an ad.
import type { DeliveryRow } from '../../domain/delivery';
import type { QueuedCreative } from '../../domain/publishing/events';
import { NO_DELIVERY } from '../../domain/report';

export const queuedCreative = (n: number, variantId = `v${n}`): QueuedCreative => ({
  creativeId: `f${n}.facebook.n1`,
  formatId: `f${n}`,
  variantId,
  treeId: 't1',
  platform: 'facebook',
  nodeId: 'n1',
  delivery: 'FACEBOOK_DIRECT',
  fingerprint: `fp${n}`,
  externalKey: `varia-c1-fp${n}`,
  name: `Variant ${n}`,
});

/** A row of the ad's delivery: nothing but the measures given. */
export const deliveryRow = (
  adId: string,
  placement: string,
  segment: string,
  measures: Partial<DeliveryRow>,
): DeliveryRow => ({ adId, placement, segment, ...NO_DELIVERY, ...measures });
