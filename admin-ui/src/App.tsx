// The route table of spec 1 §2.1 with its role gates (GROUPS from domain/roles.ts).
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { Layout } from './layout/Layout';
import { GlobalNotices } from './layout/GlobalNotices';
import { NavigationBridge } from './routing/NavigationBridge';
import { CatchAll, HomeRedirect } from './routing/HomeRedirect';
import { gated } from './routing/Gate';
import { conceptOnlyRedirect } from './routing/conceptOnly';
import { pages } from './pages';
import partners from './partners';
import internalUsers from './internal-users';
import partnerUsers from './partner-users';
import nodeUsers from './node-users';
import tree from './tree';
import markets from './markets';
import assets from './assets';
import { theme } from './theme';

const muiTheme = createTheme(theme);

export const App = () => (
  <BrowserRouter>
    <NavigationBridge />
    <Admin
      title="Video & Display"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      theme={theme}
      layout={Layout}
      loginPage={pages.Login}
      dashboard={HomeRedirect}
      catchAll={CatchAll}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/join/:id" element={<pages.Join />} />
        <Route path="/404" element={<pages.NotFound />} />
      </CustomRoutes>
      <CustomRoutes>
        {/* All signed-in users */}
        <Route path="/reporter" element={gated('ALL', <pages.Reporter />)} />
        {/* Not analysts (concept-only users are kept to /concepts-only) */}
        <Route path="/concepts/*" element={gated('NOT_ANALYSTS', <pages.Concepts />, conceptOnlyRedirect)} />
        <Route path="/concepts-only/*" element={gated('NOT_ANALYSTS', <pages.Concepts />)} />
        <Route path="/campaigns/*" element={gated('NOT_ANALYSTS', <pages.Campaigns />, conceptOnlyRedirect)} />
        {/* Top admins and self-service */}
        <Route path="/assets-manager" element={gated('ADMINS_AND_SELF_SERVICE', <assets.list />, conceptOnlyRedirect)} />
        <Route path="/assets-manager/:id" element={gated('ADMINS_AND_SELF_SERVICE', <assets.show />, conceptOnlyRedirect)} />
        {/* Super only */}
        <Route path="/partners" element={gated('SUPER_ONLY', <partners.list />)} />
        <Route path="/users" element={gated('SUPER_ONLY', <internalUsers.list />)} />
        <Route path="/users/new" element={gated('SUPER_ONLY', <internalUsers.create />)} />
        <Route path="/users/:id" element={gated('SUPER_ONLY', <internalUsers.edit />)} />
        <Route path="/cloud-storage/*" element={gated('SUPER_ONLY', <pages.CloudStorage />)} />
        {/* Super and admin */}
        <Route path="/sso-configs/*" element={gated('ADMINS_TOP', <pages.SsoConfigs />)} />
        {/* Admin group: top admins plus self-service admin */}
        <Route path="/admin/users" element={gated('ADMIN_GROUP', <partnerUsers.list />)} />
        <Route path="/admin/users/:id" element={gated('ADMIN_GROUP', <partnerUsers.edit />)} />
        <Route path="/admin/node-users/:id" element={gated('ADMIN_GROUP', <nodeUsers.list />)} />
        <Route path="/admin/tree" element={gated('ADMIN_GROUP', <tree.page />)} />
        <Route path="/admin/markets" element={gated('ADMIN_GROUP', <markets.list />)} />
      </CustomRoutes>
    </Admin>
    <ThemeProvider theme={muiTheme}>
      <GlobalNotices />
    </ThemeProvider>
  </BrowserRouter>
);
