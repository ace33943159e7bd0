// The shell: react-admin with our providers, the public routes, and the gated routes of spec 1 §2.1
// (routing/routeTable.tsx).
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
import { Gate } from './routing/Gate';
import { GATED_ROUTES } from './routing/routeTable';
import { pages } from './pages';
import { theme } from './theme';

const muiTheme = createTheme(theme);

// Navigations render at once (no transitions): a page still loading shows its loading indicator (spec 1
// §2.1), and a change of session can move to another page in the same render (providers/httpClient.ts).
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <NavigationBridge />
    <Admin
      title="Video & Display"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      theme={theme}
      layout={Layout}
      loginPage={pages.Login}
      catchAll={CatchAll}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="/join/:id" element={<pages.Join />} />
        <Route path="/password" element={<pages.ForgotPassword />} />
        <Route path="/password/:hash" element={<pages.NewPassword />} />
        <Route path="/sso" element={<pages.SsoLanding />} />
        <Route path="/sso-error" element={<pages.SsoError />} />
        <Route path="/404" element={<pages.NotFound />} />
      </CustomRoutes>
      <CustomRoutes>
        {GATED_ROUTES.map(({ path, page, ...gate }) => (
          <Route key={path} path={path} element={<Gate {...gate}>{page}</Gate>} />
        ))}
      </CustomRoutes>
    </Admin>
    <ThemeProvider theme={muiTheme}>
      <GlobalNotices />
    </ThemeProvider>
  </BrowserRouter>
);
