// Tabs by role (spec 1 §2.3): Concepts and Campaigns for non-analysts (Campaigns carries ?partner), Assets
// for top admins and self-service; in concept-only mode only Concepts unless a top admin. Analyze (spec 3 §2: all
// roles) for everyone outside concept-only mode, after the analyst's home, Reporter.
import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { inGroup } from '../../../domain/roles';
import { isConceptOnlyMode, useSession } from '../auth/session';
import { useCurrentPartner } from './usePartners';

interface NavTab {
  label: string;
  to: string;
  match: string;
}

export const NavTabs = () => {
  const session = useSession();
  const location = useLocation();
  const { partnerId } = useCurrentPartner();
  if (!session) return null;

  const conceptOnly = isConceptOnlyMode(session);
  const analyst = !inGroup(session.role, 'NOT_ANALYSTS');
  const tabs: NavTab[] = analyst
    ? [{ label: 'Reporter', to: '/reporter', match: '/reporter' }]
    : [
        conceptOnly
          ? { label: 'Concepts', to: '/concepts-only', match: '/concepts-only' }
          : { label: 'Concepts', to: '/concepts', match: '/concepts' },
      ];
  if (!conceptOnly && !analyst) {
    tabs.push({
      label: 'Campaigns',
      to: partnerId ? `/campaigns?partner=${partnerId}` : '/campaigns',
      match: '/campaigns',
    });
    if (inGroup(session.role, 'ADMINS_AND_SELF_SERVICE'))
      tabs.push({ label: 'Assets', to: '/assets-manager', match: '/assets-manager' });
  }
  if (!conceptOnly) tabs.push({ label: 'Analyze', to: '/analyze', match: '/analyze' });
  const current = tabs.find((t) => location.pathname === t.match || location.pathname.startsWith(`${t.match}/`));

  return (
    <Tabs
      value={current?.match ?? false}
      textColor="inherit"
      slotProps={{ indicator: { sx: { bgcolor: 'secondary.main', height: 3 } } }}
      sx={{ minHeight: 64, '& .MuiTab-root': { minHeight: 64, fontWeight: 600 } }}
      aria-label="Main navigation"
    >
      {tabs.map((tab) => (
        <Tab key={tab.match} value={tab.match} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
};
