// Envelope encryption of secrets (platform tokens; DESIGN §9 "Secrets"): AES-256-GCM from node:crypto. Each business
// node has a data key of its own, kept wrapped under the master key in `secret_data_key`; a secret is sealed under its
// node's data key, bound to its node and purpose (the GCM additional data), so a ciphertext cannot be replayed as
// another node's or another token's. Deleting a node's key (shred) leaves its ciphertexts, in events too, unreadable.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { SealedSecret } from '../../domain/integration/events';

const ALGORITHM = 'aes-256-gcm';
const CHECK_TEXT = 'varia master key check';

export class SecretShreddedError extends Error {
  constructor(nodeId: string) {
    super(`The secrets of business node ${nodeId} were shredded`);
    this.name = 'SecretShreddedError';
  }
}

function seal(key: Buffer, plaintext: Buffer, aad: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** Throws when the key, the additional data or a byte of the sealed secret is not what sealed it. */
function open(key: Buffer, sealed: SealedSecret, aad: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'))
    .setAAD(Buffer.from(aad))
    .setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
}

const asText = (sealed: SealedSecret) => JSON.stringify(sealed);
const fromText = (text: string) => JSON.parse(text) as SealedSecret;

export class SecretStore {
  private readonly stateKey: Buffer;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly masterKey: Buffer,
  ) {
    this.stateKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'varia oauth state', 32));
  }

  /**
   * The store under this master key. The database keeps a check value sealed under the first master key it met:
   * `wrongKey` says why another key cannot be used (the check is then refused), and no check yet records this one
   * (`firstUse` runs before, e.g. to keep a generated key).
   */
  static async open(
    pool: pg.Pool,
    masterKey: Buffer,
    { wrongKey, firstUse }: { wrongKey: string; firstUse: () => Promise<void> },
  ): Promise<SecretStore> {
    const { rows } = await pool.query<{ sealed: string }>('SELECT sealed FROM secret_master_check WHERE id = 1');
    const check = rows[0];
    if (check) {
      try {
        open(masterKey, fromText(check.sealed), 'master-check');
      } catch {
        throw new Error(wrongKey);
      }
    } else {
      await firstUse();
      await pool.query('INSERT INTO secret_master_check (id, sealed) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
        asText(seal(masterKey, Buffer.from(CHECK_TEXT), 'master-check')),
      ]);
      // Another process may have recorded its key first: this one must be the same.
      return SecretStore.open(pool, masterKey, { wrongKey, firstUse: () => Promise.resolve() });
    }
    return new SecretStore(pool, masterKey);
  }

  /** Seals `plaintext` under the node's data key (made on first use), for `purpose` (e.g. the token's name). */
  async seal(nodeId: string, purpose: string, plaintext: string): Promise<SealedSecret> {
    return seal(await this.dataKey(nodeId, true), Buffer.from(plaintext, 'utf8'), `${nodeId}:${purpose}`);
  }

  /** The secret in clear; SecretShreddedError once the node's key is gone. */
  async open(nodeId: string, purpose: string, sealed: SealedSecret): Promise<string> {
    return open(await this.dataKey(nodeId, false), sealed, `${nodeId}:${purpose}`).toString('utf8');
  }

  /** Deletes the node's data key: every secret sealed under it is unreadable from now on. */
  async shred(nodeId: string): Promise<void> {
    await this.pool.query('DELETE FROM secret_data_key WHERE node_id = $1', [nodeId]);
  }

  /** Short-lived values a browser carries for us (an OAuth state), sealed under a key derived from the master key. */
  sealState(value: string): string {
    return Buffer.from(asText(seal(this.stateKey, Buffer.from(value), 'state'))).toString('base64url');
  }

  /** null when the text was not sealed by sealState under this master key. */
  openState(text: string): string | null {
    try {
      return open(this.stateKey, fromText(Buffer.from(text, 'base64url').toString('utf8')), 'state').toString('utf8');
    } catch {
      return null;
    }
  }

  private async dataKey(nodeId: string, create: boolean): Promise<Buffer> {
    if (create)
      await this.pool.query('INSERT INTO secret_data_key (node_id, wrapped) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        nodeId,
        asText(seal(this.masterKey, randomBytes(32), `data-key:${nodeId}`)),
      ]);
    const { rows } = await this.pool.query<{ wrapped: string }>(
      'SELECT wrapped FROM secret_data_key WHERE node_id = $1',
      [nodeId],
    );
    const row = rows[0];
    if (!row) throw new SecretShreddedError(nodeId);
    return open(this.masterKey, fromText(row.wrapped), `data-key:${nodeId}`);
  }
}
