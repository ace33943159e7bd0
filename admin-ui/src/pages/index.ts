import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../common/PageLoader';

/** A page loaded on demand, with a loading indicator meanwhile (spec 1 §2.1). */
function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fullScreen = false,
): ComponentType<P> {
  const Page = lazy(load);
  const OnDemand = (props: P) =>
    createElement(Suspense, { fallback: createElement(PageLoader, { fullScreen }) }, createElement(Page, props));
  return OnDemand;
}

/** Pages outside the resource folders. */
export const pages = {
  Login: onDemand(() => import('./LoginPage'), true),
  NotFound: onDemand(() => import('./NotFoundPage'), true),
  Join: onDemand(() => import('../join/JoinPage'), true),
  ForgotPassword: onDemand(() => import('../password/ForgotPasswordPage'), true),
  NewPassword: onDemand(() => import('../password/NewPasswordPage'), true),
  SsoLanding: onDemand(() => import('../sso/SsoLandingPage'), true),
  SsoError: onDemand(() => import('../sso/SsoErrorPage'), true),
  ConceptOnlyError: onDemand(() => import('./ConceptOnlyErrorPage'), true),
  Reporter: onDemand(() => import('../reporter/ReporterPage')),
  Lift: onDemand(() => import('../lift/LiftPage')),
  Analyze: onDemand(() => import('../analyze/AnalyzeListPage')),
  ReportBuilder: onDemand(() => import('../analyze/ReportBuilderPage')),
  ProjectionHealth: onDemand(() => import('../system/ProjectionHealthPage')),
  Security: onDemand(() => import('../two-factor/SecurityPage')),
};
