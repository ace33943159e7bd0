import type { Platform } from '../../domain/campaign/platforms';
import type { CommandDeps } from '../../commands/deps';
import type { AdPlatform, DeliveryReporting } from '../../platforms/ad-platform';
import type { SecretOpener } from '../platform-account';

/** The platforms whose adapter reads delivery; a campaign's other platforms are left out of its imports. */
export type ReportingPlatforms = Partial<Record<Platform, DeliveryReporting>>;

/** What the delivery import's activities reach the world through: the event store, the platforms, the secrets. */
export interface DeliveryDeps {
  commands: Pick<CommandDeps, 'store'>;
  platforms: ReportingPlatforms;
  /** Opens a node's sealed token (commands/secrets/secret-store.ts); only activities call it. */
  secrets: SecretOpener;
}

const reports = (adapter: AdPlatform | undefined): adapter is AdPlatform & DeliveryReporting =>
  typeof (adapter as Partial<DeliveryReporting> | undefined)?.deliveryReport === 'function';

/** The publishing adapters that also read delivery (platforms/ad-platform.ts DeliveryReporting). */
export const reportingPlatformsOf = (adapters: Partial<Record<Platform, AdPlatform>>): ReportingPlatforms =>
  Object.fromEntries(Object.entries(adapters).filter(([, adapter]) => reports(adapter)));
