// SSO configs (spec 3 §3, §7): create, update, delete. Whether a domain belongs to another config comes in from the
// read side; the client secret comes in sealed.
import type { SealedSecret } from '../integration/events';
import { DomainError } from '../shared/errors';
import type { SsoConfigEvent } from './events';
import { checkedSettings, SSO_MESSAGES, type SsoSettingsInput } from './rules';
import type { SsoConfigState } from './state';

export type CreateSsoConfig = {
  type: 'CreateSsoConfig';
  configId: string;
  partnerId: string;
  input: SsoSettingsInput;
  clientSecret: SealedSecret | null;
  /** The input's domains that another config holds. */
  domainsTaken: string[];
};
export type UpdateSsoConfig = {
  type: 'UpdateSsoConfig';
  input: SsoSettingsInput;
  clientSecret: SealedSecret | null;
  domainsTaken: string[];
};
export type DeleteSsoConfig = { type: 'DeleteSsoConfig' };
export type SsoConfigCommand = CreateSsoConfig | UpdateSsoConfig | DeleteSsoConfig;

function checked(command: CreateSsoConfig | UpdateSsoConfig, hadSecret: boolean) {
  const settings = checkedSettings(command.input);
  const taken = settings.emailDomains.find((d) => command.domainsTaken.includes(d));
  if (taken) throw DomainError.conflict(SSO_MESSAGES.domainTaken(taken));
  if (settings.provider === 'google' && !command.clientSecret && !hadSecret)
    throw DomainError.badRequest(SSO_MESSAGES.required('client secret'), { field: 'clientSecret' });
  return settings;
}

export function decideSsoConfig(command: SsoConfigCommand, state: SsoConfigState): SsoConfigEvent[] {
  if (command.type === 'CreateSsoConfig') {
    if (state.status !== 'none') throw DomainError.conflict('Already exist');
    const settings = checked(command, false);
    const clientSecret = settings.provider === 'google' ? command.clientSecret : null;
    return [
      {
        type: 'SsoConfigCreated',
        data: { configId: command.configId, partnerId: command.partnerId, settings, clientSecret },
      },
    ];
  }
  if (state.status !== 'active' || !state.configId || !state.partnerId || !state.settings)
    throw DomainError.notFound(SSO_MESSAGES.notFound);
  const ids = { configId: state.configId, partnerId: state.partnerId };
  switch (command.type) {
    case 'UpdateSsoConfig': {
      const settings = checked(command, state.hasClientSecret && state.settings.provider === 'google');
      const secret =
        settings.provider === 'google' && command.clientSecret ? { clientSecret: command.clientSecret } : {};
      return [{ type: 'SsoConfigUpdated', data: { ...ids, settings, ...secret } }];
    }
    case 'DeleteSsoConfig':
      return [{ type: 'SsoConfigDeleted', data: ids }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
