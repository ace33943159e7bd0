// The run's migrated template database. Every test file's database is a copy of it (database.ts), so no file applies
// the migrations again: applying them cost each app boot about 0.7 s of its 1.2-1.9 s.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../projections/migrate';

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Makes this run's template (a name of its own, since an external server may serve other runs) and leaves no
 * connection on it: Postgres copies a template only while nobody is connected to it. */
export async function makeTemplateDatabase(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  return { name, drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name}`) };
}
