// The asset's children (its crops), newest first: GET /assets/single-files/list/{id}.
import { Alert, Box, Card, CardActionArea, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { usePartnerLink } from '../../layout/usePartners';
import { AssetThumb } from '../AssetThumb';
import { formatDate } from '../assetText';

const CHILDREN_FAILED = 'Failed to load children single files';

export const AssetChildren = ({ assetId }: { assetId: string }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const link = usePartnerLink();
  const children = useQuery({
    queryKey: ['asset-children', assetId],
    queryFn: () => dataProvider.assetChildren(assetId),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Crops
      </Typography>
      {children.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : children.error ? (
        <Alert severity="error">{CHILDREN_FAILED}</Alert>
      ) : !children.data.length ? (
        <Typography variant="body2" color="text.secondary">
          No crops yet.
        </Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          data-testid="asset-children"
        >
          {children.data.map((child) => (
            <Card key={child.id} variant="outlined">
              <CardActionArea
                component={Link}
                to={link(`/assets-manager/${encodeURIComponent(child.id)}`)}
                aria-label={child.name}
              >
                <AssetThumb asset={child} height={90} iconSize={32} />
                <Box sx={{ p: 1 }}>
                  <Typography variant="body2" noWrap title={child.name}>
                    {child.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {child.dimension ?? '—'} {child.crop ? `· ${child.crop.format}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(child.createdAt)}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Paper>
  );
};
