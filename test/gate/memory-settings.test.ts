// The product's memory settings (ARCHITECTURE.md, "Memory") are given by every launcher alike, so that the bench
// measures the product as `npm start` and the image run it: package.json's start and start:api and the Dockerfile's
// ENV hold bench/product.ts's PRODUCT_NODE_FLAGS and PRODUCT_ENV, which the bench starts the product with.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ENV, PRODUCT_NODE_FLAGS } from '../../bench/product';
import { fromRoot } from '../../runtime/paths';

const ENV = Object.entries(PRODUCT_ENV).map(([name, value]) => `${name}=${value}`);

describe('the memory settings', () => {
  it('are given to api/main.ts by npm start and npm run start:api', async () => {
    const { scripts } = JSON.parse(await readFile(fromRoot('package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = [...ENV, 'tsx', ...PRODUCT_NODE_FLAGS, 'api/main.ts'].join(' ');
    for (const name of ['start', 'start:api']) expect(scripts[name]?.split(' && ').at(-1)).toBe(command);
  });

  it("are the image's environment, for node dist/main.js and dist/worker-main.js alike", async () => {
    const lines = (await readFile(fromRoot('Dockerfile'), 'utf8')).split('\n');
    const env = lines.findLast((line) => line.startsWith('ENV '))!;
    const nodeOptions = /NODE_OPTIONS="([^"]*)"/.exec(env)?.[1]?.split(' ') ?? [];
    expect(nodeOptions).toEqual(expect.arrayContaining(PRODUCT_NODE_FLAGS));
    expect(env.split(/\s+/)).toEqual(expect.arrayContaining(ENV));
  });
});
