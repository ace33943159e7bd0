// User menu (spec 1 §2.3): Admin group (Partner tree, Users, Markets: admin group; Internal Users, Cloud
// connector: super only; Custom conversions: top admins and the self-service group, spec 3 §2), Global settings (SSO
// configuration and Projection health: top admins; Partners: super only), Security (two-factor sign-in), Log Out
// ('Back to the parent application' in concept-only mode).
import { useState, type ReactNode } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import AccountTree from '@mui/icons-material/AccountTree';
import Business from '@mui/icons-material/Business';
import Cloud from '@mui/icons-material/Cloud';
import Group from '@mui/icons-material/Group';
import Lock from '@mui/icons-material/Lock';
import Logout from '@mui/icons-material/Logout';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Place from '@mui/icons-material/Place';
import Security from '@mui/icons-material/Security';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import TrackChanges from '@mui/icons-material/TrackChanges';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { inGroup, ROLE_LABELS, type Group as RoleGroup } from '../../../domain/roles';
import { isConceptOnlyMode, useSession } from '../auth/session';
import { useAppLogout } from '../auth/useAppLogout';
import { useCurrentUser } from '../auth/useCurrentUser';
import { usePartnerLink } from './usePartners';

interface Entry {
  label: string;
  to: string;
  group: RoleGroup;
  icon: ReactNode;
  keepPartner?: boolean;
}

const ADMIN_ENTRIES: Entry[] = [
  {
    label: 'Partner tree',
    to: '/admin/tree',
    group: 'ADMIN_GROUP',
    icon: <AccountTree fontSize="small" />,
    keepPartner: true,
  },
  { label: 'Users', to: '/admin/users', group: 'ADMIN_GROUP', icon: <Group fontSize="small" />, keepPartner: true },
  { label: 'Markets', to: '/admin/markets', group: 'ADMIN_GROUP', icon: <Place fontSize="small" />, keepPartner: true },
  { label: 'Internal Users', to: '/users', group: 'SUPER_ONLY', icon: <SupervisorAccount fontSize="small" /> },
  { label: 'Cloud connector', to: '/cloud-storage', group: 'SUPER_ONLY', icon: <Cloud fontSize="small" /> },
  {
    label: 'Custom conversions',
    to: '/custom-conversions',
    group: 'ADMINS_AND_SELF_SERVICE',
    icon: <TrackChanges fontSize="small" />,
    keepPartner: true,
  },
];
const GLOBAL_ENTRIES: Entry[] = [
  { label: 'SSO configuration', to: '/sso-configs', group: 'ADMINS_TOP', icon: <Security fontSize="small" /> },
  {
    label: 'Projection health',
    to: '/system/projections',
    group: 'ADMINS_TOP',
    icon: <MonitorHeart fontSize="small" />,
  },
  { label: 'Partners', to: '/partners', group: 'SUPER_ONLY', icon: <Business fontSize="small" /> },
];

export const UserMenu = () => {
  const session = useSession();
  const logout = useAppLogout();
  const partnerLink = usePartnerLink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The user's name once the server has told it (the e-mail until then, or while they have none).
  const name = useCurrentUser().data?.name;
  if (!session) return null;
  const shown = name || session.email;

  const close = () => setAnchor(null);
  const section = (title: string, entries: Entry[]) => {
    const visible = entries.filter((e) => inGroup(session.role, e.group));
    if (!visible.length) return [];
    return [
      <ListSubheader key={title} sx={{ lineHeight: '32px' }}>
        {title}
      </ListSubheader>,
      ...visible.map((e) => (
        <MenuItem key={e.to} component={Link} to={e.keepPartner ? partnerLink(e.to) : e.to} onClick={close}>
          <ListItemIcon>{e.icon}</ListItemIcon>
          <ListItemText>{e.label}</ListItemText>
        </MenuItem>
      )),
    ];
  };
  const items = [...section('Admin', ADMIN_ENTRIES), ...section('Global settings', GLOBAL_ENTRIES)];

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMore />}
        aria-label="User menu"
        aria-haspopup="menu"
        sx={{ textTransform: 'none' }}
      >
        <Avatar sx={{ width: 30, height: 30, mr: 1, bgcolor: 'secondary.main', fontSize: 15 }}>
          {shown.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ textAlign: 'left', display: { xs: 'none', md: 'block' } }}>
          <Typography variant="body2" sx={{ lineHeight: 1.2 }}>
            {shown}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.8, lineHeight: 1.2 }}>
            {ROLE_LABELS[session.role]}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items}
        {items.length > 0 && <Divider />}
        <MenuItem component={Link} to="/security" onClick={close}>
          <ListItemIcon>
            <Lock fontSize="small" />
          </ListItemIcon>
          <ListItemText>Security</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{isConceptOnlyMode(session) ? 'Back to the parent application' : 'Log Out'}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
