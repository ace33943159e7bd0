// The SSO config calls of the /sso-configs screens (GET/POST /sso-configs, GET/PUT/DELETE /sso-configs/{id}). The
// client secret is write-only: the answers say whether one is set, and a save sends it only when one was typed.
import { useQuery } from '@tanstack/react-query';
import type { SsoConfig } from '../../../domain/sso-config/answers';
import { del, enc, get, post, put } from '../providers/requests';

export const SSO_CONFIGS_KEY = ['sso-configs'];

export const useSsoConfigs = () =>
  useQuery({ queryKey: SSO_CONFIGS_KEY, queryFn: () => get<SsoConfig[]>('/sso-configs') });

export const useSsoConfig = (id: string | undefined) =>
  useQuery({
    queryKey: [...SSO_CONFIGS_KEY, id],
    queryFn: () => get<SsoConfig>(`/sso-configs/${enc(id!)}`),
    enabled: !!id,
  });

/** What the form sends: the config's fields (PUT takes them without `_id`, `__v` and the partner). */
export interface SsoConfigBody {
  name: string;
  provider: SsoConfig['provider'];
  emailDomains: string[];
  entryPoint?: string | null;
  idpCert?: string | null;
  idpIssuer?: string | null;
  issuer?: string | null;
  clientId?: string | null;
  clientSecret?: string;
  provisioning: SsoConfig['provisioning'];
}

export const saveSsoConfig = (id: string | undefined, partnerId: string, body: SsoConfigBody) =>
  id ? put<SsoConfig>(`/sso-configs/${enc(id)}`, body) : post<SsoConfig>('/sso-configs', { partnerId, ...body });

export const deleteSsoConfig = (id: string) => del<{ id: string }>(`/sso-configs/${enc(id)}`);

export const PROVIDER_LABELS: Record<SsoConfig['provider'], string> = {
  saml: 'SAML 2.0',
  google: 'Google / OpenID Connect',
};
