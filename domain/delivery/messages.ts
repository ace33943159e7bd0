// Why an import of delivery is refused: the adapters' rows are checked as any input is.

export const DELIVERY_DAY_INVALID = 'Delivery day must be a date as YYYY-MM-DD';
export const DELIVERY_ROW_INVALID = 'Delivery rows must have an ad id and counts and amounts of zero or more';
