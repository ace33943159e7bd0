// Icon links from a business node of the partner tree to its own screens, each shown to the roles of its tree flag
// (spec 3 §6), keeping the chosen client of a top admin. The integrations screen is reachable from here only.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import CableOutlined from '@mui/icons-material/CableOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import { can, type Role } from '../../../domain/roles';
import { usePartnerLink } from '../layout/usePartners';

interface NodeScreen {
  /** The tooltip, and the accessible name '{label} of {node}'. */
  label: string;
  /** The screen's path before the node id. */
  path: string;
  Icon: ComponentType<{ fontSize: 'small' }>;
  permission: Parameters<typeof can>[1];
}

const NODE_SCREENS: NodeScreen[] = [
  {
    label: 'Cloud storage',
    path: '/admin/external-storage/',
    Icon: CloudOutlined,
    permission: 'treeEditBusinessNodeCloudStorage',
  },
  { label: 'Integrations', path: '/admin/integration/', Icon: CableOutlined, permission: 'treeEditMediaPlatform' },
];

export function NodeScreenLinks({ node, role }: { node: { id: string; name: string }; role: Role }) {
  const link = usePartnerLink();
  return NODE_SCREENS.filter((screen) => can(role, screen.permission)).map(({ label, path, Icon }) => (
    <Tooltip key={path} title={label}>
      <IconButton size="small" component={Link} to={link(`${path}${node.id}`)} aria-label={`${label} of ${node.name}`}>
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  ));
}
