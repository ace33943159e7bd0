// A brief points only to its own partner's library. The wizard offers nothing else, but the API takes any id,
// and an asset id of another partner would show that partner's file name in this brief and hand its file to
// whoever opens the brief. Links (link !== null) name a URL, not a library asset, and are not asked about.
import { DomainError } from '../shared/errors';
import { BRIEF_STEP_LABELS, type BriefAssets } from './brief';
import { BRIEF_ASSET_CATEGORIES } from './brief-assets';
import { failureMessage, type StepFailure } from './brief-rules';

export const foreignAssetMessage = (name: string) => `${name} is not an asset of this partner`;

/** The library asset ids the brief names, for the read side to say which belong to another partner. */
export const libraryAssetIds = (assets: BriefAssets): string[] => [
  ...new Set(
    BRIEF_ASSET_CATEGORIES.flatMap(({ id }) => assets[id].filter((a) => a.link === null).map((a) => a.assetId)),
  ),
];

/** 422 naming, on the Assets step, each entry whose asset belongs to another partner; nothing is saved. */
export function checkBriefAssetOwners(assets: BriefAssets, foreignAssetIds: readonly string[]): void {
  const foreign = new Set(foreignAssetIds);
  const errors = BRIEF_ASSET_CATEGORIES.flatMap(({ id }) =>
    assets[id].flatMap((asset, index) =>
      asset.link === null && foreign.has(asset.assetId)
        ? [{ field: `assets.${id}.${index}`, message: foreignAssetMessage(asset.name) }]
        : [],
    ),
  );
  if (errors.length === 0) return;
  const failures: StepFailure[] = [{ step: 'ASSETS', label: BRIEF_STEP_LABELS.ASSETS, errors }];
  throw DomainError.unprocessable(failureMessage(failures), { steps: failures });
}
