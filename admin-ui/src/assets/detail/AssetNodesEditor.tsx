// The asset's business nodes: PUT /assets/single-files/{id}/business-nodes?partnerId {businessNodes, additionalNodes}.
import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { ASSET_PERMISSIONS_FAILED } from '../../../../domain/asset/rules';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Asset } from '../../providers/types';
import { NodeChecklist } from '../NodeChecklist';
import { invalidateAssets } from '../invalidateAssets';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const AssetNodesEditor = ({ asset, partnerId }: { asset: Asset; partnerId: string | null }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const saved = asset.businessNodes ?? [];
  const [nodes, setNodes] = useState<string[]>(saved);
  useEffect(() => setNodes(asset.businessNodes ?? []), [asset.businessNodes]);
  const save = useMutation({
    mutationFn: (businessNodes: string[]) => dataProvider.setAssetNodes(asset.id, partnerId, businessNodes, asset.additionalNodes ?? []),
    onSuccess: () => {
      notify('Business nodes were saved', { type: 'success' });
      invalidateAssets(queryClient);
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Business nodes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {nodes.length ? 'The asset is available on the checked nodes.' : 'On no business node: the asset is shared across the partner.'}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {ASSET_PERMISSIONS_FAILED}: {save.error.message}
        </Alert>
      )}
      <NodeChecklist partnerId={partnerId} value={nodes} onChange={setNodes} disabled={save.isPending} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" disabled={same(nodes, saved) || save.isPending} onClick={() => save.mutate(nodes)}>
          Save nodes
        </Button>
        <Button color="inherit" disabled={same(nodes, saved) || save.isPending} onClick={() => setNodes(saved)}>
          Reset
        </Button>
      </Stack>
    </Paper>
  );
};
