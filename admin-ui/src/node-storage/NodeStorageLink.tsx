// The way from a business node of the partner tree to its cloud storage connections (/admin/external-storage/{id}).
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import { usePartnerLink } from '../layout/usePartners';

export function NodeStorageLink({ node }: { node: { id: string; name: string } }) {
  const link = usePartnerLink();
  return (
    <Tooltip title="Cloud storage">
      <IconButton
        size="small"
        component={Link}
        to={link(`/admin/external-storage/${node.id}`)}
        aria-label={`Cloud storage of ${node.name}`}
      >
        <CloudOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
