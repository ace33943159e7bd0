// Small pieces shared by the user screens.
import { Chip } from '@mui/material';
import { Button } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import type { LoginProvider } from '../../../domain/user/login-provider';
import type { UserStatus } from '../providers/types';

const STATUS_COLORS: Record<UserStatus, 'warning' | 'success' | 'default'> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  DEACTIVATED: 'default',
};

export const StatusChip = ({ status }: { status: UserStatus }) => (
  <Chip
    size="small"
    label={status}
    color={STATUS_COLORS[status] ?? 'default'}
    variant={status === 'DEACTIVATED' ? 'outlined' : 'filled'}
  />
);

/** How the user signs in (spec 3 §3 login providers: Local, SAML, Google). */
export const LoginProviderChip = ({ provider }: { provider: LoginProvider }) => (
  <Chip size="small" variant="outlined" label={provider} title={`Signs in with ${provider}`} />
);

export const roleChoices = (roles: readonly Role[]) => roles.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

export const roleLabel = (role: Role) => ROLE_LABELS[role] ?? role;

export const BackButton = ({ to, label = 'Back' }: { to: string; label?: string }) => (
  <Button component={Link} to={to} startIcon={<ArrowBack />} color="inherit">
    {label}
  </Button>
);
