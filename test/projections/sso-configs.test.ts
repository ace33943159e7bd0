import { describe, it } from 'vitest';
import type { SealedSecret } from '../../domain/integration/events';
import type { SsoConfigEvent, SsoSettings } from '../../domain/sso-config/events';
import { ssoConfigsProjection } from '../../projections/sso-configs/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(ssoConfigsProjection);
const ROWS = `SELECT id, partner_id, version, name, provider, email_domains, settings, client_secret, created_at,
  updated_at FROM sso_config ORDER BY id`;
const sealed = (n: number): SealedSecret => ({ iv: `iv${n}`, ciphertext: `ct${n}`, tag: `tag${n}` });
const google = (name: string, domains = ['acme.com']): SsoSettings => ({
  name,
  provider: 'google',
  emailDomains: domains,
  entryPoint: null,
  idpCert: null,
  idpIssuer: null,
  issuer: 'https://accounts.google.com',
  clientId: 'client-1',
  provisioning: { businessNodeId: 'n1', role: 'REVIEWER' },
});
const saml = (name: string): SsoSettings => ({
  name,
  provider: 'saml',
  emailDomains: ['acme.com', 'acme.org'],
  entryPoint: 'https://idp.acme.com/sso',
  idpCert: 'MIIC',
  idpIssuer: 'https://idp.acme.com',
  issuer: null,
  clientId: null,
  provisioning: null,
});

const created = () => {
  const event = stream<SsoConfigEvent>('SsoConfig-sso1');
  const given = [
    event(
      'SsoConfigCreated',
      { configId: 'sso1', partnerId: 'p1', settings: google('Acme'), clientSecret: sealed(1) },
      1,
    ),
  ];
  return { event, given };
};

describe('sso-configs projection', () => {
  it('keeps a created config with its settings, domains and its client secret still sealed', async () => {
    const { given } = created();
    await spec.given(given).then(ROWS, [
      {
        id: 'sso1',
        partner_id: 'p1',
        version: 0,
        name: 'Acme',
        provider: 'google',
        email_domains: ['acme.com'],
        settings: google('Acme'),
        client_secret: sealed(1),
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it('keeps a SAML config without a client secret', async () => {
    const event = stream<SsoConfigEvent>('SsoConfig-sso2');
    await spec
      .given([
        event('SsoConfigCreated', { configId: 'sso2', partnerId: 'p1', settings: saml('Idp'), clientSecret: null }, 2),
      ])
      .then('SELECT id, provider, email_domains, settings, client_secret FROM sso_config', [
        {
          id: 'sso2',
          provider: 'saml',
          email_domains: ['acme.com', 'acme.org'],
          settings: saml('Idp'),
          client_secret: null,
        },
      ]);
  });

  it('renames and re-domains a config at its revision, keeping its sealed secret when no new one came', async () => {
    const { event, given } = created();
    const settings = google('Acme Corp', ['acme.com', 'acme.io']);
    await spec
      .given(given)
      .when([event('SsoConfigUpdated', { configId: 'sso1', partnerId: 'p1', settings }, 4)])
      .then(ROWS, [
        {
          id: 'sso1',
          partner_id: 'p1',
          version: 1,
          name: 'Acme Corp',
          provider: 'google',
          email_domains: ['acme.com', 'acme.io'],
          settings,
          client_secret: sealed(1),
          created_at: date(1),
          updated_at: date(4),
        },
      ]);
  });

  it('replaces the sealed secret with a new one', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'SsoConfigUpdated',
          { configId: 'sso1', partnerId: 'p1', settings: google('Acme'), clientSecret: sealed(2) },
          2,
        ),
        event('SsoConfigUpdated', { configId: 'sso1', partnerId: 'p1', settings: google('Acme') }, 3),
      ])
      .then('SELECT version, client_secret, updated_at FROM sso_config', [
        { version: 2, client_secret: sealed(2), updated_at: date(3) },
      ]);
  });

  it('drops the client secret when a Google config becomes a SAML one', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([event('SsoConfigUpdated', { configId: 'sso1', partnerId: 'p1', settings: saml('Acme') }, 2)])
      .then('SELECT provider, name, settings, client_secret FROM sso_config', [
        { provider: 'saml', name: 'Acme', settings: saml('Acme'), client_secret: null },
      ]);
  });

  it('makes no row for an update of a config it does not know', async () => {
    const event = stream<SsoConfigEvent>('SsoConfig-sso9');
    await spec
      .given([event('SsoConfigUpdated', { configId: 'sso9', partnerId: 'p1', settings: google('X') }, 1)])
      .then(ROWS, []);
  });

  it('forgets a deleted config, and one made again with its id starts from its new settings', async () => {
    const { event, given } = created();
    const deleted = event('SsoConfigDeleted', { configId: 'sso1', partnerId: 'p1' }, 2);
    await spec.given(given).when([deleted]).then(ROWS, []);
    await spec
      .given([...given, deleted])
      .when([
        stream<SsoConfigEvent>('SsoConfig-sso1')(
          'SsoConfigCreated',
          {
            configId: 'sso1',
            partnerId: 'p1',
            settings: saml('Again'),
            clientSecret: null,
          },
          5,
        ),
      ])
      .then('SELECT id, version, name, provider, client_secret, created_at FROM sso_config', [
        { id: 'sso1', version: 0, name: 'Again', provider: 'saml', client_secret: null, created_at: date(5) },
      ]);
  });

  it('never holds a client secret in clear: the settings carry none, the secret column only its sealed parts', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'SsoConfigUpdated',
          { configId: 'sso1', partnerId: 'p1', settings: google('Acme'), clientSecret: sealed(3) },
          2,
        ),
      ])
      .then(
        `SELECT settings ? 'clientSecret' AS in_settings, array(SELECT jsonb_object_keys(client_secret) ORDER BY 1) AS parts,
                client_secret FROM sso_config`,
        [{ in_settings: false, parts: ['ciphertext', 'iv', 'tag'], client_secret: sealed(3) }],
      );
  });
});
