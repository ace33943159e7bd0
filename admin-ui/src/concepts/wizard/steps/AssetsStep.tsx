// Assets: the five categories; brand guidelines, fonts and logos are required (spec 1 §2.5, §3, §5). Below them,
// for the roles that may open the library, the library assets recommended for the brief (spec 1 §7).
import { Stack } from '@mui/material';
import { BRIEF_ASSET_CATEGORIES } from '../../../../../domain/concept/brief-assets';
import { inGroup } from '../../../../../domain/roles';
import { useSession } from '../../../auth/session';
import type { BriefWizardState } from '../useBriefWizard';
import { AssetCategory } from './AssetCategory';
import { RecommendedAssets } from './RecommendedAssets';

export const AssetsStep = ({ wizard, partnerId }: { wizard: BriefWizardState; partnerId: string }) => {
  const session = useSession();
  const mayPick = !!session && inGroup(session.role, 'ADMINS_AND_SELF_SERVICE');
  return (
    <Stack spacing={2}>
      {BRIEF_ASSET_CATEGORIES.map((category) => (
        <AssetCategory key={category.id} wizard={wizard} category={category} partnerId={partnerId} />
      ))}
      {mayPick && !wizard.readOnly && <RecommendedAssets wizard={wizard} partnerId={partnerId} />}
    </Stack>
  );
};
