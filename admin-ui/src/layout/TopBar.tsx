import { AppBar, Box, Toolbar } from '@mui/material';
import { isTopAdmin } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { ClientSwitcher } from './ClientSwitcher';
import { Logo } from './Logo';
import { NavTabs } from './NavTabs';
import { UserMenu } from './UserMenu';
import { NotificationBell } from '../reviews/NotificationBell';

/** Top bar and shell (spec 1 §2.3): logo, client switcher, tabs, user menu. */
export const TopBar = () => {
  const session = useSession();
  return (
    <AppBar position="sticky" elevation={1} sx={{ bgcolor: 'primary.dark' }}>
      <Toolbar sx={{ minHeight: 64 }}>
        <Logo />
        {session && isTopAdmin(session.role) && <ClientSwitcher />}
        <NavTabs />
        <Box sx={{ flex: 1 }} />
        {/* react-admin's <Title> portals into this element; our pages set their own headings. */}
        <span id="react-admin-title" hidden />
        {session && <NotificationBell />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};
