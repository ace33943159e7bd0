// SSO configs as the routes and the sign-in read them: settings, the domains, the client secret still sealed.
import type { SsoConfigEvent } from '../../domain/sso-config';
import { perEvent, sql, texts, type Projection } from '../projection';

export const ssoConfigsProjection: Projection = {
  name: 'sso-configs',
  tables: ['sso_config'],
  ...perEvent<SsoConfigEvent>({
    SsoConfigCreated: (e) =>
      sql(
        `INSERT INTO sso_config (id, partner_id, version, name, provider, email_domains, settings, client_secret,
                                 created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, ${texts('$6::jsonb')}, $7, $8, $9, $9)`,
        [
          e.data.configId,
          e.data.partnerId,
          e.revision,
          e.data.settings.name,
          e.data.settings.provider,
          JSON.stringify(e.data.settings.emailDomains),
          JSON.stringify(e.data.settings),
          e.data.clientSecret && JSON.stringify(e.data.clientSecret),
          e.metadata.occurredAt,
        ],
      ),
    // A SAML config keeps no client secret; a Google one keeps its last unless a new one came.
    SsoConfigUpdated: (e) =>
      sql(
        `UPDATE sso_config SET version = $2, name = $3, provider = $4, email_domains = ${texts('$5::jsonb')}, settings = $6,
                client_secret = CASE WHEN $4 = 'google' THEN coalesce($7::jsonb, client_secret) END, updated_at = $8
          WHERE id = $1`,
        [
          e.data.configId,
          e.revision,
          e.data.settings.name,
          e.data.settings.provider,
          JSON.stringify(e.data.settings.emailDomains),
          JSON.stringify(e.data.settings),
          e.data.clientSecret ? JSON.stringify(e.data.clientSecret) : null,
          e.metadata.occurredAt,
        ],
      ),
    SsoConfigDeleted: (e) => sql(`DELETE FROM sso_config WHERE id = $1`, [e.data.configId]),
  }),
};
