import type pg from 'pg';
import type { SealedSecret } from '../../domain/integration/events';
import type { SsoSettings } from '../../domain/sso-config';
import type { SsoConfig } from '../../domain/sso-config/answers';

interface Row {
  id: string;
  partnerId: string;
  version: number;
  settings: SsoSettings;
  clientSecret: SealedSecret | null;
  /** Dates read as the answer's ISO text (domain/shared/schema.ts Timestamp). */
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, partner_id AS "partnerId", version, settings, client_secret AS "clientSecret",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The answer of a row: the secret's presence only. */
function answer(row: Row): SsoConfig {
  const { settings } = row;
  return {
    id: row.id,
    _id: row.id,
    __v: row.version,
    partnerId: row.partnerId,
    name: settings.name,
    provider: settings.provider,
    emailDomains: settings.emailDomains,
    entryPoint: settings.entryPoint,
    idpCert: settings.idpCert,
    idpIssuer: settings.idpIssuer,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecretSet: row.clientSecret !== null,
    provisioning: settings.provisioning,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every config, or one partner's, by name. */
export async function listSsoConfigs(pool: pg.Pool, partnerId: string | null) {
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM sso_config WHERE $1::text IS NULL OR partner_id = $1 ORDER BY lower(name), id`,
    [partnerId],
  );
  return rows.map(answer);
}

/** What a sign-in needs: the config holding the e-mail's domain, its client secret still sealed. */
export interface SsoConfigForSignIn {
  id: string;
  partnerId: string;
  settings: SsoSettings;
  clientSecret: SealedSecret | null;
}

export async function ssoConfigOfDomain(pool: pg.Pool, domain: string): Promise<SsoConfigForSignIn | null> {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM sso_config WHERE email_domains @> ARRAY[$1]`, [
    domain,
  ]);
  return rows[0] ?? null;
}

async function ssoConfigRow(pool: pg.Pool, id: string): Promise<Row | null> {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM sso_config WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export const ssoConfigById: (pool: pg.Pool, id: string) => Promise<SsoConfigForSignIn | null> = ssoConfigRow;

export async function getSsoConfig(pool: pg.Pool, id: string) {
  const row = await ssoConfigRow(pool, id);
  return row && answer(row);
}

/** Which of these domains another config (not `exceptId`) holds. */
export async function ssoDomainsTaken(pool: pg.Pool, domains: string[], exceptId?: string): Promise<string[]> {
  const { rows } = await pool.query<{ domain: string }>(
    `SELECT DISTINCT d AS domain FROM sso_config, unnest(email_domains) d
      WHERE d = ANY($1::text[]) AND ($2::text IS NULL OR id <> $2)`,
    [domains, exceptId ?? null],
  );
  return rows.map((r) => r.domain);
}
