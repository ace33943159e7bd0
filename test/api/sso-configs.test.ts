// SSO configs (issue 22 §1; spec 3 §2, §7): super and admin create, read, update and delete a partner's configs; other
// roles are refused; a domain belongs to one config; the OIDC client secret is sealed at rest, never in an event, a
// row or an answer in clear, and shredded with its config. POST /auth/mode follows the e-mail's domain.
import { describe, expect, it } from 'vitest';
import { ssoSecretOwner, SSO_CLIENT_SECRET } from '../../commands/sso-configs';
import { PARTNER_ROLES } from '../../domain/roles';
import { internalAdmin } from '../support/fixtures';
import { useApiTest } from '../support/api-test';

/** Every partner role: none but super and the internal admin may manage SSO configs. */
const REFUSED_ROLES = PARTNER_ROLES;
const api = useApiTest({ roles: REFUSED_ROLES, globex: [] });
const SECRET = 'oidc-client-secret-that-must-not-leak';
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;
let domainCounter = 0;
const domain = () => `sso${process.pid}-${++domainCounter}.example.com`;

const google = (partnerId: string, emailDomains = [domain()]) => ({
  partnerId,
  name: 'Acme Google',
  provider: 'google',
  emailDomains,
  issuer: 'https://accounts.example.com',
  clientId: 'acme-client',
  clientSecret: SECRET,
});
const saml = (partnerId: string, emailDomains = [domain()]) => ({
  partnerId,
  name: 'Acme Okta',
  provider: 'saml',
  emailDomains,
  entryPoint: 'https://idp.example.com/sso',
  idpCert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----',
  idpIssuer: 'https://idp.example.com/metadata',
});

/** Every text the event store and the read model hold for the config. */
async function storedText(configId: string): Promise<string> {
  const { pool } = api.t.system.deps;
  const events = await pool.query<{ text: string }>(
    `SELECT string_agg(data::text, ' ') AS text FROM es_event WHERE stream_id = $1`,
    [`SsoConfig-${configId}`],
  );
  const rows = await pool.query<{ text: string }>(
    `SELECT row_to_json(c)::text AS text FROM sso_config c WHERE id = $1`,
    [configId],
  );
  return `${events.rows[0]?.text ?? ''} ${rows.rows[0]?.text ?? ''}`;
}

describe('SSO configs', () => {
  it('super creates, reads, updates and deletes; the secret is sealed, answered only as set, shredded at delete', async () => {
    const created = await api.su.post('/sso-configs', google(api.acme.partnerId));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ _id: id, __v: 0, provider: 'google', clientSecretSet: true, idpCert: null });
    expect(JSON.stringify(created.body)).not.toContain(SECRET);
    expect(JSON.stringify((await api.su.get('/sso-configs')).body)).not.toContain(SECRET);
    const stored = await storedText(id);
    expect(stored).toContain('ciphertext');
    expect(stored).not.toContain(SECRET);
    const { rows } = await api.t.system.deps.pool.query('SELECT client_secret FROM sso_config WHERE id = $1', [id]);
    expect(await api.t.system.deps.secrets.open(ssoSecretOwner(id), SSO_CLIENT_SECRET, rows[0].client_secret)).toBe(
      SECRET,
    );

    // PUT without the secret keeps it; the UI sends the record without _id and __v.
    const {
      id: _i,
      _id,
      __v,
      partnerId: _p,
      clientSecretSet: _c,
      createdAt: _ca,
      updatedAt: _u,
      ...fields
    } = created.body;
    const renamed = await api.su.put(`/sso-configs/${id}`, { ...fields, name: 'Acme Workspace' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Acme Workspace', __v: 1, clientSecretSet: true });
    const withId = await api.su.put(`/sso-configs/${id}`, { ...fields, _id: id, __v: 1 });
    expect(withId.status).toBe(400);

    // Switching to SAML drops the secret.
    const toSaml = await api.su.put(`/sso-configs/${id}`, {
      ...saml(api.acme.partnerId, fields.emailDomains),
      partnerId: undefined,
    });
    expect(toSaml.status).toBe(200);
    expect(toSaml.body).toMatchObject({ provider: 'saml', clientSecretSet: false, issuer: null, clientId: null });
    expect(toSaml.body.idpCert).toBe('MIIBszCCAVmgAwIBAgIU');

    const deleted = await api.su.delete(`/sso-configs/${id}`);
    expect(deleted.status).toBe(200);
    expect((await api.su.get(`/sso-configs/${id}`)).status).toBe(404);
    expect((await api.su.get(`/sso-configs/${id}`)).body.message).toBe('SSO config not found');
    await expect(
      api.t.system.deps.secrets.open(ssoSecretOwner(id), SSO_CLIENT_SECRET, rows[0].client_secret),
    ).rejects.toThrow('shredded');
  });

  it('an internal admin manages configs of any partner; the other roles are refused', async () => {
    const admin = await internalAdmin(api.t, api.su);
    const created = await admin.client.post('/sso-configs', saml(api.globex.partnerId));
    expect(created.status).toBe(201);
    expect((await admin.client.get(`/sso-configs/${created.body.id}`)).body.partnerId).toBe(api.globex.partnerId);
    for (const role of REFUSED_ROLES) {
      const client = api.as(role);
      const attempts = [
        await client.get('/sso-configs'),
        await client.get(`/sso-configs/${created.body.id}`),
        await client.post('/sso-configs', saml(api.acme.partnerId)),
        await client.put(`/sso-configs/${created.body.id}`, { ...saml(api.acme.partnerId), partnerId: undefined }),
        await client.delete(`/sso-configs/${created.body.id}`),
      ];
      for (const reply of attempts) {
        expect(reply.status, role).toBe(403);
        expect(reply.body.message).toBe('Wrong user roles');
      }
    }
    expect((await api.t.client().get('/sso-configs')).status).toBe(401);
  });

  it('refuses bad input, a taken domain and another partner node with a clear 4xx, writing nothing', async () => {
    const taken = domain();
    expect((await api.su.post('/sso-configs', saml(api.acme.partnerId, [taken]))).status).toBe(201);
    const before = await eventsHead();
    const acme = api.acme.partnerId;
    const cases: [unknown, number, string][] = [
      [{ ...saml(acme), emailDomains: [] }, 400, 'At least one email domain is required'],
      [{ ...saml(acme), emailDomains: ['not a domain'] }, 400, "'not a domain' is not an email domain"],
      [{ ...saml(acme), emailDomains: [taken.toUpperCase()] }, 409, `The email domain ${taken} already belongs`],
      [{ ...saml(acme), entryPoint: 'javascript:alert(1)' }, 400, 'The IdP entry point must be an http or https URL'],
      [{ ...saml(acme), idpCert: 'not <a> cert' }, 400, 'The IdP certificate must be a PEM or base64'],
      [{ ...saml(acme), idpCert: null }, 400, 'The IdP certificate is required'],
      [{ ...google(acme), clientSecret: undefined }, 400, 'The client secret is required'],
      [{ ...google(acme), clientId: ' ' }, 400, 'The client id is required'],
      [{ ...google(acme), provider: 'ldap' }, 400, 'provider'],
      [{ ...google(acme), clientSecretSet: true }, 400, 'clientSecretSet'],
      [{ ...saml(acme), partnerId: 'ffffffffffffffffffffffff' }, 404, 'Partner not found'],
      [
        { ...saml(acme), provisioning: { businessNodeId: api.globex.rootNodeId, role: 'MANAGER' } },
        403,
        'Access to the Business Node denied',
      ],
      [
        { ...saml(acme), provisioning: { businessNodeId: api.acme.rootNodeId, role: 'SUPER' } },
        400,
        'The provisioning role must be one of',
      ],
    ];
    for (const [body, status, message] of cases) {
      const reply = await api.su.post('/sso-configs', body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.message).toContain(message);
    }
    expect(await eventsHead()).toBe(before);
    const { rows } = await api.t.system.deps.pool.query('SELECT count(*)::int AS n FROM secret_data_key');
    const keys = rows[0].n as number;
    expect((await api.su.post('/sso-configs', google(acme, [taken]))).status).toBe(409);
    expect((await api.t.system.deps.pool.query('SELECT count(*)::int AS n FROM secret_data_key')).rows[0].n).toBe(keys);
  });

  it('gives a domain to one config when two saves claim it at once, and frees it when dropped or deleted', async () => {
    for (let round = 0; round < 5; round++) {
      const contested = domain();
      const replies = await Promise.all([
        api.su.post('/sso-configs', saml(api.acme.partnerId, [contested])),
        api.su.post('/sso-configs', google(api.globex.partnerId, [domain(), contested])),
      ]);
      expect(replies.map((r) => r.status).sort(), `round ${round}`).toEqual([201, 409]);
      const refused = replies.find((r) => r.status === 409)!;
      expect(refused.body.message).toBe(`The email domain ${contested} already belongs to another SSO config`);
      const winner = replies.find((r) => r.status === 201)!.body.id as string;
      const claims = await api.t.system.deps.store.readStream(`SsoDomain-${contested}`);
      expect(claims.filter((e) => e.type === 'SsoDomainClaimed').map((e) => e.data)).toContainEqual(
        expect.objectContaining({ configId: winner }),
      );
      const holders = await api.t.system.deps.pool.query(
        'SELECT count(*)::int AS n FROM sso_config WHERE email_domains @> ARRAY[$1]',
        [contested],
      );
      expect(holders.rows[0].n).toBe(1);
    }
    // Dropped by an update, the domain is free for another config; deleted, so is the config's other domain.
    const [kept, dropped] = [domain(), domain()];
    const first = await api.su.post('/sso-configs', saml(api.acme.partnerId, [kept, dropped]));
    const { partnerId: _partnerId, ...settings } = saml(api.acme.partnerId, [kept]);
    expect((await api.su.put(`/sso-configs/${first.body.id}`, settings)).status).toBe(200);
    expect((await api.su.post('/sso-configs', saml(api.globex.partnerId, [dropped]))).status).toBe(201);
    expect((await api.su.post('/sso-configs', saml(api.globex.partnerId, [kept]))).status).toBe(409);
    expect((await api.su.delete(`/sso-configs/${first.body.id}`)).status).toBe(200);
    expect((await api.su.post('/sso-configs', saml(api.globex.partnerId, [kept]))).status).toBe(201);
  });

  it('provisions into a node of the partner', async () => {
    const provisioning = { businessNodeId: api.acme.childNodeId, role: 'REVIEWER' };
    const created = await api.su.post('/sso-configs', { ...saml(api.acme.partnerId), provisioning });
    expect(created.status).toBe(201);
    expect(created.body.provisioning).toEqual(provisioning);
  });

  it('POST /auth/mode answers the provider of the e-mail domain, else password', async () => {
    const [samlDomain, googleDomain] = [domain(), domain()];
    await api.su.post('/sso-configs', saml(api.acme.partnerId, [samlDomain]));
    await api.su.post('/sso-configs', google(api.acme.partnerId, [googleDomain]));
    const mode = async (username: string) => (await api.t.client().post('/auth/mode', { username })).body;
    expect(await mode(`Jane@${samlDomain.toUpperCase()}`)).toEqual({ authMode: 'saml' });
    expect(await mode(`john@${googleDomain}`)).toEqual({ authMode: 'google' });
    expect(await mode('someone@elsewhere.example.org')).toEqual({ authMode: 'password' });
    expect(await mode('not an email')).toEqual({ authMode: 'password' });
  });
});
