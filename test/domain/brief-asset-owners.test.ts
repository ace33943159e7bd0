// A brief names only its partner's library assets (domain/concept/brief-asset-owners.ts).
import { describe, expect, it } from 'vitest';
import { emptyBriefAssets, type BriefAssets } from '../../domain/concept/brief';
import { checkBriefAssetOwners, foreignAssetMessage, libraryAssetIds } from '../../domain/concept/brief-asset-owners';
import { DomainError } from '../../domain/shared/errors';

const assets: BriefAssets = {
  ...emptyBriefAssets(),
  brands: [{ assetId: 'own', name: 'guide.pdf', format: 'pdf', link: null }],
  logos: [
    { assetId: 'link-1', name: 'logo.svg', format: 'svg', link: 'https://example.com/logo.svg' },
    { assetId: 'theirs', name: 'their-logo.svg', format: 'svg', link: null },
  ],
};

describe('brief asset owners', () => {
  it('asks about library assets only, once each', () => {
    expect(
      libraryAssetIds({ ...assets, other: [{ assetId: 'own', name: 'guide.pdf', format: 'pdf', link: null }] }),
    ).toEqual(['own', 'theirs']);
  });

  it('refuses an asset of another partner on the Assets step, naming the entry', () => {
    const refusal = (() => {
      try {
        checkBriefAssetOwners(assets, ['theirs']);
      } catch (error) {
        return error;
      }
    })() as DomainError;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.message).toBe(`Assets: ${foreignAssetMessage('their-logo.svg')}`);
    expect(refusal.details).toEqual({
      steps: [
        {
          step: 'ASSETS',
          label: 'Assets',
          errors: [{ field: 'assets.logos.1', message: foreignAssetMessage('their-logo.svg') }],
        },
      ],
    });
  });

  it('takes a brief whose assets are all its partner’s', () =>
    expect(() => checkBriefAssetOwners(assets, [])).not.toThrow());
});
