// Where a simulated far end keeps its state (grants, tokens, accounts, ads, media): in memory, and, when the product
// runs on its embedded default, also in DATA_DIR/simulated/<platform>.json, so a restart finds its tokens VALID and
// its ads where the product's publish events say they are. The file is read once at the start; after a request it is
// written again within WRITE_AFTER_MS when what it would hold changed (a read may make things too: Meta makes an ad
// account on first use), whole and atomically (a temporary file renamed over the last one), so a stop at any moment
// leaves the last good state. Maps, sets and bytes are kept as tagged JSON ({"$map": entries}, {"$set": items},
// {"$bytes": base64}).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WRITE_AFTER_MS = 500;

function tagged(this: unknown, key: string, value: unknown): unknown {
  // `this[key]` is the value before toJSON: a Buffer's own toJSON would spell every byte as a number.
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Map) return { $map: [...raw] };
  if (raw instanceof Set) return { $set: [...raw] };
  if (Buffer.isBuffer(raw)) return { $bytes: raw.toString('base64') };
  return value;
}

function untagged(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const tag = value as { $map?: [unknown, unknown][]; $set?: unknown[]; $bytes?: string };
  if (tag.$map) return new Map(tag.$map);
  if (tag.$set) return new Set(tag.$set);
  if (typeof tag.$bytes === 'string') return Buffer.from(tag.$bytes, 'base64');
  return value;
}

export class SimulatedStore {
  private readonly parts: Record<string, object> = {};
  private written: string;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | null,
    private readonly saved: Record<string, unknown>,
    text: string,
  ) {
    this.written = text;
  }

  /** Kept in `dir`/`platform`.json too, starting from what it holds; without a folder, in memory only (the tests). */
  static async open(dir: string | null, platform: string): Promise<SimulatedStore> {
    if (!dir) return new SimulatedStore(null, {}, '');
    const file = path.join(dir, `${platform}.json`);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    let saved: Record<string, unknown> = {};
    try {
      if (text) saved = JSON.parse(text, untagged) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`The simulated ${platform}'s state ${file} is unreadable; remove it to start it afresh`, {
        cause: error,
      });
    }
    return new SimulatedStore(file, saved, text);
  }

  /** A part of the state, as the file held it or made now; the caller keeps changing the object it gets. */
  part<T extends object>(name: string, made: () => T): T {
    const part = (this.saved[name] as T | undefined) ?? made();
    this.parts[name] = part;
    return part;
  }

  /** Something may have changed: written within WRITE_AFTER_MS if it did. */
  touched(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, WRITE_AFTER_MS);
  }

  /** Writes what is pending now; nothing is written after. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.write();
  }

  /** One write at a time, each of the state as it is when it begins. */
  private write(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const file = this.file;
      const text = JSON.stringify(this.parts, tagged);
      if (!file || text === this.written) return;
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temp, text);
        await rename(temp, file);
        this.written = text;
      } catch (error) {
        await rm(temp, { force: true });
        // The far end keeps answering from memory; the next change tries again.
        process.emitWarning(`The simulated platform's state was not written to ${file}: ${String(error)}`);
      }
    });
    return this.writing;
  }
}
