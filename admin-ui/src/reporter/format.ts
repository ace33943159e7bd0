// How the reporting screens write a figure: counts with thousands separators, rates in percent to two decimals, and
// 'No data' where a metric has no value (spec 3 §9).
import { NO_DATA } from '../../../domain/report/messages';

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatFigure = (value: number | null, percent: boolean): string =>
  value === null ? NO_DATA : percent ? `${value.toFixed(2)}%` : COUNT.format(value);
