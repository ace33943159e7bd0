// The asset's business nodes: PUT /assets/single-files/{id}/business-nodes?partnerId {businessNodes, additionalNodes}.
import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { ASSET_PERMISSIONS_FAILED } from '../../../../domain/asset/rules';
import type { Asset } from '../../providers/assetTypes';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../../common/WhyDisabled';
import { useCommand } from '../../providers/useCommand';
import { NodeChecklist } from '../NodeChecklist';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const AssetNodesEditor = ({ asset, partnerId }: { asset: Asset; partnerId: string | null }) => {
  const notify = useNotify();
  const saved = asset.businessNodes ?? [];
  const [nodes, setNodes] = useState<string[]>(saved);
  useEffect(() => setNodes(asset.businessNodes ?? []), [asset.businessNodes]);
  const [run, save] = useCommand('setAssetNodes', {
    onSuccess: () => notify(`Business nodes of ${asset.name} saved`, { type: 'success' }),
  });
  const blocked = save.isPending ? WORKING : same(nodes, saved) ? NOTHING_CHANGED : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Business nodes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {nodes.length
          ? 'The asset is available on the checked nodes.'
          : 'On no business node: the asset is shared across the partner.'}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {ASSET_PERMISSIONS_FAILED}: {save.error.message}
        </Alert>
      )}
      <NodeChecklist
        partnerId={partnerId}
        value={nodes}
        onChange={setNodes}
        disabledReason={save.isPending && WORKING}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <WhyDisabled reason={blocked}>
          <Button
            variant="contained"
            disabled={!!blocked}
            onClick={() =>
              void run({ id: asset.id, partnerId, businessNodes: nodes, additionalNodes: asset.additionalNodes })
            }
          >
            Save nodes
          </Button>
        </WhyDisabled>
        <WhyDisabled reason={blocked}>
          <Button color="inherit" disabled={!!blocked} onClick={() => setNodes(saved)}>
            Reset
          </Button>
        </WhyDisabled>
      </Stack>
    </Paper>
  );
};
