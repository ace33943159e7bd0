import type { SsoConfigEvent, SsoSettings } from './events';

export interface SsoConfigState {
  status: 'none' | 'active' | 'deleted';
  configId: string | null;
  partnerId: string | null;
  settings: SsoSettings | null;
  hasClientSecret: boolean;
}

export const initialSsoConfigState = (): SsoConfigState => ({
  status: 'none',
  configId: null,
  partnerId: null,
  settings: null,
  hasClientSecret: false,
});

export function evolveSsoConfig(state: SsoConfigState, event: SsoConfigEvent): SsoConfigState {
  switch (event.type) {
    case 'SsoConfigCreated':
      return {
        status: 'active',
        configId: event.data.configId,
        partnerId: event.data.partnerId,
        settings: event.data.settings,
        hasClientSecret: event.data.clientSecret !== null,
      };
    case 'SsoConfigUpdated':
      return {
        ...state,
        settings: event.data.settings,
        // A SAML config keeps no client secret: switching back to Google asks for a new one.
        hasClientSecret:
          event.data.settings.provider === 'google' && (state.hasClientSecret || event.data.clientSecret !== undefined),
      };
    case 'SsoConfigDeleted':
      return { ...state, status: 'deleted' };
  }
}
