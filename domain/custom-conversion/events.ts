// One stream per custom conversion, `CustomConversion-<id>`: its name and the CM360 floodlight activity it counts.
/** What a conversion is saved with: its name and the activity, as the CM360 look-up named it when it was chosen. */
export interface CustomConversionSettings {
  name: string;
  floodlightActivityId: string;
  floodlightActivityName: string;
  /** The CM360 advertiser the activity belongs to (its floodlight configuration). */
  advertiserId: string;
}

export type CustomConversionCreated = {
  type: 'CustomConversionCreated';
  data: { conversionId: string; partnerId: string; settings: CustomConversionSettings };
};
export type CustomConversionUpdated = {
  type: 'CustomConversionUpdated';
  data: { conversionId: string; settings: CustomConversionSettings };
};
export type CustomConversionDeleted = { type: 'CustomConversionDeleted'; data: { conversionId: string } };

export type CustomConversionEvent = CustomConversionCreated | CustomConversionUpdated | CustomConversionDeleted;
