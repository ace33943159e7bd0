import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../common/PageLoader';

/** A page loaded on demand, with a loading indicator meanwhile (spec 1 §2.1). */
function onDemand(load: () => Promise<{ default: ComponentType<any> }>, fullScreen = false): ComponentType<any> {
  const Page = lazy(load);
  const OnDemand = (props: object) => createElement(Suspense, { fallback: createElement(PageLoader, { fullScreen }) }, createElement(Page, props));
  return OnDemand;
}

const comingSoon = (name: 'ConceptsPage' | 'CampaignsPage' | 'SsoConfigsPage' | 'CloudStoragePage') =>
  onDemand(() => import('./ComingSoonPage').then((m) => ({ default: m[name] })));

/** Pages outside the resource folders. */
export const pages = {
  Login: onDemand(() => import('./LoginPage'), true),
  NotFound: onDemand(() => import('./NotFoundPage'), true),
  Join: onDemand(() => import('../join/JoinPage'), true),
  Reporter: onDemand(() => import('./ReporterPage')),
  Concepts: comingSoon('ConceptsPage'),
  Campaigns: comingSoon('CampaignsPage'),
  SsoConfigs: comingSoon('SsoConfigsPage'),
  CloudStorage: comingSoon('CloudStoragePage'),
};
