// The campaign's personalise trees, one per platform and format group: choosing one opens the same section on it.
import { MenuItem, TextField } from '@mui/material';
import { PLATFORM_LABELS } from '../../../../domain/campaign/platforms';
import type { CampaignTree } from '../../providers/adapters/campaigns';

const treeLabel = (tree: CampaignTree) => `${PLATFORM_LABELS[tree.platform]} · ${tree.format}`;

export const TreePicker = ({
  trees,
  value,
  onChange,
}: {
  trees: CampaignTree[];
  value: string | null;
  onChange: (treeId: string) => void;
}) => (
  <TextField
    select
    size="small"
    label="Tree"
    value={value ?? ''}
    onChange={(e) => onChange(e.target.value)}
    sx={{ minWidth: 260 }}
  >
    {trees.map((tree) => (
      <MenuItem key={tree.id} value={tree.id}>
        {treeLabel(tree)}
      </MenuItem>
    ))}
  </TextField>
);
