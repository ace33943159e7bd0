// Assets: the five categories; brand guidelines, fonts and logos are required (spec 1 §2.5, §3, §5).
import { Stack } from '@mui/material';
import { BRIEF_ASSET_CATEGORIES } from '../../../../../domain/concept/brief-assets';
import type { BriefWizardState } from '../useBriefWizard';
import { AssetCategory } from './AssetCategory';

export const AssetsStep = ({ wizard, partnerId }: { wizard: BriefWizardState; partnerId: string }) => (
  <Stack spacing={2}>
    {BRIEF_ASSET_CATEGORIES.map((category) => (
      <AssetCategory key={category.id} wizard={wizard} category={category} partnerId={partnerId} />
    ))}
  </Stack>
);
