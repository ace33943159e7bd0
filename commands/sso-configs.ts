// SSO configs (spec 3 §2, §7): super and admin create, update and delete a partner's single sign-on. The OIDC client
// secret is sealed (commands/secrets) before it reaches an event, under a data key of the config's own, which a
// delete shreds.
import {
  checkedSettings,
  decideSsoConfig,
  decideSsoDomain,
  SSO_MESSAGES,
  SsoConfigAggregate,
  SsoDomainAggregate,
  type HolderFacts,
  type SsoConfigCommand,
  type SsoSettingsInput,
} from '../domain/sso-config';
import type { SealedSecret } from '../domain/integration/events';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { SecretStore } from './secrets/secret-store';

/** The secret store keys data per owner: a config's owner name, beside the business nodes' ids. */
export const ssoSecretOwner = (configId: string) => `sso-config-${configId}`;
export const SSO_CLIENT_SECRET = 'clientSecret';

/** Checks what the read side must confirm: the partner, and that a provisioning node is the partner's. */
async function checkReferences(deps: CommandDeps, partnerId: string, input: SsoSettingsInput, exceptId?: string) {
  if (!(await deps.lookups.partnerExists(partnerId))) throw DomainError.notFound(MESSAGES.partnerNotFound);
  const nodeId = input.provisioning?.businessNodeId;
  if (nodeId) {
    const nodePartner = await deps.lookups.nodePartner(nodeId);
    if (!nodePartner) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
    if (nodePartner !== partnerId) throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  }
  // Checked here as well as in decide, so a refused input never seals a secret.
  const settings = checkedSettings(input);
  return deps.lookups.ssoDomainsTaken(settings.emailDomains, exceptId);
}

/** What the holder's own stream says about the domain it claimed. */
async function holderFacts(deps: CommandDeps, context: CommandContext, holder: string, domain: string) {
  const state = await latestState(deps.store, SsoConfigAggregate, holder, eventContext(context, null));
  const facts: HolderFacts = {
    holder,
    status: state.status,
    listsDomain: state.settings?.emailDomains.includes(domain) ?? false,
  };
  return facts;
}

/**
 * Claims each domain for the config on its own stream (domain/sso-config/domain-claim.ts), so of two configs saving
 * one domain at once only one gets it. A refusal gives back what this call claimed. Answers the domains newly claimed.
 */
async function claimDomains(
  deps: CommandDeps,
  context: CommandContext,
  config: { id: string; partnerId: string },
  domains: string[],
): Promise<string[]> {
  const claimed: string[] = [];
  try {
    for (const domain of [...domains].sort()) {
      const claim = await latestState(deps.store, SsoDomainAggregate, domain, eventContext(context, null));
      const facts =
        claim.holder && claim.holder !== config.id ? await holderFacts(deps, context, claim.holder, domain) : null;
      const { events } = await execute(
        deps.store,
        SsoDomainAggregate,
        domain,
        eventContext(context, config.partnerId),
        (state) =>
          decideSsoDomain(
            {
              type: 'ClaimSsoDomain',
              domain,
              configId: config.id,
              partnerId: config.partnerId,
              now: context.now().toISOString(),
              holderFacts: facts,
            },
            state,
          ),
      );
      if (events.length > 0) claimed.push(domain);
    }
    return claimed;
  } catch (error) {
    await releaseDomains(deps, context, config, claimed);
    throw error;
  }
}

async function releaseDomains(
  deps: CommandDeps,
  context: CommandContext,
  config: { id: string; partnerId: string },
  domains: string[],
) {
  for (const domain of domains)
    await execute(deps.store, SsoDomainAggregate, domain, eventContext(context, config.partnerId), (state) =>
      decideSsoDomain({ type: 'ReleaseSsoDomain', domain, configId: config.id }, state),
    );
}

async function sealed(secrets: SecretStore, configId: string, clientSecret: string | undefined) {
  return clientSecret ? secrets.seal(ssoSecretOwner(configId), SSO_CLIENT_SECRET, clientSecret) : null;
}

export async function createSsoConfig(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  partnerId: string,
  input: SsoSettingsInput & { clientSecret?: string },
) {
  assertGroup(context.actor, 'ADMINS_TOP');
  assertPartnerScope(context.actor, partnerId);
  const configId = newId();
  const domainsTaken = await checkReferences(deps, partnerId, input);
  const clientSecret: SealedSecret | null =
    input.provider === 'google' ? await sealed(secrets, configId, input.clientSecret) : null;
  const command: SsoConfigCommand = { type: 'CreateSsoConfig', configId, partnerId, input, clientSecret, domainsTaken };
  const config = { id: configId, partnerId };
  let claimed: string[] = [];
  try {
    // Every refusal the config's own stream would give comes before a claim is written.
    decideSsoConfig(command, SsoConfigAggregate.initialState());
    claimed = await claimDomains(deps, context, config, checkedSettings(input).emailDomains);
    const result = await execute(deps.store, SsoConfigAggregate, configId, eventContext(context, partnerId), (state) =>
      decideSsoConfig(command, state),
    );
    return { configId, ...result };
  } catch (error) {
    // Refused: its key and its claims must not outlive it.
    await releaseDomains(deps, context, config, claimed);
    if (clientSecret) await secrets.shred(ssoSecretOwner(configId));
    throw error;
  }
}

/** The config's partner and domains, once the caller may reach it. */
async function configInScope(deps: CommandDeps, context: CommandContext, configId: string) {
  assertGroup(context.actor, 'ADMINS_TOP');
  const state = await latestState(deps.store, SsoConfigAggregate, configId, eventContext(context, null));
  if (state.status !== 'active' || !state.partnerId) throw DomainError.notFound(SSO_MESSAGES.notFound);
  assertPartnerScope(context.actor, state.partnerId);
  return { partnerId: state.partnerId, domains: state.settings?.emailDomains ?? [], state };
}

/** A new client secret replaces the kept one; none sent keeps it. */
export async function updateSsoConfig(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  configId: string,
  input: SsoSettingsInput & { clientSecret?: string },
) {
  const { partnerId, domains: before, state } = await configInScope(deps, context, configId);
  const domainsTaken = await checkReferences(deps, partnerId, input, configId);
  const config = { id: configId, partnerId };
  const after = checkedSettings(input).emailDomains;
  const clientSecret = input.provider === 'google' ? await sealed(secrets, configId, input.clientSecret) : null;
  const command: SsoConfigCommand = { type: 'UpdateSsoConfig', input, clientSecret, domainsTaken };
  // Every refusal the config's own stream would give comes before a claim is written.
  decideSsoConfig(command, state);
  const claimed = await claimDomains(deps, context, config, after);
  let result;
  try {
    result = await execute(deps.store, SsoConfigAggregate, configId, eventContext(context, partnerId), (current) =>
      decideSsoConfig(command, current),
    );
  } catch (error) {
    await releaseDomains(deps, context, config, claimed);
    throw error;
  }
  // The domains it dropped are free again.
  await releaseDomains(
    deps,
    context,
    config,
    before.filter((domain) => !after.includes(domain)),
  );
  return result;
}

/** Deletes the config and shreds its key: its client secret, in the event store too, is unreadable from then on. */
export async function deleteSsoConfig(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  configId: string,
) {
  const { partnerId, domains } = await configInScope(deps, context, configId);
  const result = await execute(deps.store, SsoConfigAggregate, configId, eventContext(context, partnerId), (state) =>
    decideSsoConfig({ type: 'DeleteSsoConfig' }, state),
  );
  await secrets.shred(ssoSecretOwner(configId));
  await releaseDomains(deps, context, { id: configId, partnerId }, domains);
  return result;
}
