// The one delivery row the adapters' contract tests read from each platform's own shape (a GAQL row, a CM360 or Bid
// Manager CSV line): ad 901 with the same figures everywhere, so each test shows only how its platform spells them.
import type { DeliveryRow } from '../../domain/delivery/events';

const READ_ROW_FIGURES = {
  impressions: 2000,
  clicks: 31,
  conversions: 4,
  viewThroughConversions: 1,
  conversionValue: 123.45,
  videoViews: 800,
  completions: 500,
  viewableImpressions: 1500,
  mediaSpend: 7.25,
};

export const readRow = (placement: string, segment: string): DeliveryRow => ({
  adId: '901',
  placement,
  segment,
  ...READ_ROW_FIGURES,
});
