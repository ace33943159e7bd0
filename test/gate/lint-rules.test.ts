// The lint rules that `npm test` runs (eslint.config.js) really catch what they are for: planted code, linted
// as if it stood in each layer's folder, must be refused by the named rule.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The planted files exist only in memory; the project service lints them with the project's compiler options.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'domain/*.ts',
            'projections/*.ts',
            'workflows/*.ts',
            'admin-ui/src/*.tsx',
            'api/*.ts',
            'commands/*.ts',
            'demo/*.ts',
          ],
        },
      },
    },
  },
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint rules', { timeout: 60_000 }, () => {
  it('keep domain/ pure: no clock, no chance, no Node built-ins, no imports from outside', async () => {
    const found = await refusals(
      'domain/planted.ts',
      "import { readFileSync } from 'node:fs';\nimport { loadConfig } from '../runtime/config';\nexport const t = () => [Date.now(), new Date(), Math.random(), readFileSync, loadConfig];\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'node:fs'/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*domain\/ imports nothing outside itself/),
      expect.stringMatching(/^no-restricted-syntax: No Date\.now\(\)/),
      expect.stringMatching(/^no-restricted-syntax: No argument-less new Date\(\)/),
      expect.stringMatching(/^no-restricted-syntax: No Math\.random\(\)/),
    ]);
  });

  it('allow a dated new Date(value) in domain/', async () => {
    expect(await refusals('domain/planted.ts', 'export const at = (iso: string) => new Date(iso);\n')).toEqual([]);
  });

  it('keep workflow files deterministic', async () => {
    const found = await refusals(
      'workflows/planted.workflow.ts',
      "import os from 'node:os';\nexport const t = () => [Date.now(), os.hostname()];\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'node:os'/),
      expect.stringMatching(/^no-restricted-syntax: No Date\.now\(\)/),
    ]);
  });

  it('hold the arrows: projections/ ↛ commands/, workflows/ ↛ api/, admin-ui/ ↛ server code but domain/', async () => {
    expect(
      await refusals('projections/planted.ts', "import { execute } from '../commands/execute';\nexport { execute };\n"),
    ).toEqual([expect.stringMatching(/projections\/ never imports commands\//)]);
    expect(
      await refusals('workflows/planted.ts', "import { buildApp } from '../api/app';\nexport { buildApp };\n"),
    ).toEqual([expect.stringMatching(/workflows\/ never imports api\//)]);
    expect(
      await refusals(
        'admin-ui/src/planted.tsx',
        "import { MESSAGES } from '../../domain/shared/errors';\nimport { loadConfig } from '../../runtime/config';\nexport { MESSAGES, loadConfig };\n",
      ),
    ).toEqual([expect.stringMatching(/admin-ui\/ imports nothing from the server but domain\//)]);
  });

  it('keep TypeBox out of the UI: it reads the answers declared in domain/ as types only', async () => {
    const planted =
      "import { Partner } from '../../domain/partner/answers';\nimport type { User } from '../../domain/user/answers';\nimport { Type } from 'typebox';\nexport type Row = Partner | User;\nexport const schema = Type.String();\n";
    expect(await refusals('admin-ui/src/planted.tsx', planted)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*domain\/partner\/answers.*types only/),
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*typebox.*types only/),
    ]);
  });

  it('hold the composition roots apart: commands/ and projections/ ↛ api/, workflows/, runtime/ (but its paths)', async () => {
    for (const target of ['commands', 'projections']) {
      expect(
        await refusals(
          `${target}/planted.ts`,
          "import { buildApp } from '../api/app';\nimport { connectTemporal } from '../workflows/runtime/temporal';\nimport { loadConfig } from '../runtime/config';\nimport { ROOT } from '../runtime/paths';\nexport { buildApp, connectTemporal, loadConfig, ROOT };\n",
        ),
      ).toEqual([
        expect.stringMatching(new RegExp(`${target}/ never imports api/`)),
        expect.stringMatching(new RegExp(`${target}/ never imports workflows/`)),
        expect.stringMatching(new RegExp(`${target}/ never imports runtime/`)),
      ]);
    }
  });

  it('keep tools and tests outside the product: nothing of it imports scripts/, bench/ or test/', async () => {
    const planted =
      "import { startBenchProduct } from '../bench/product';\nimport { eventually } from '../test/support/eventually';\nimport '../scripts/seed-demo';\nexport { startBenchProduct, eventually };\n";
    for (const target of ['api', 'demo']) {
      expect(await refusals(`${target}/planted.ts`, planted)).toEqual([
        expect.stringMatching(/Nothing of the product imports bench\//),
        expect.stringMatching(/Nothing of the product imports test\//),
        expect.stringMatching(/Nothing of the product imports scripts\//),
      ]);
    }
  });

  it('refuse floating and misused promises', async () => {
    const found = await refusals(
      'api/planted.ts',
      'async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n  [1].forEach(async () => save());\n  setTimeout(save, 1);\n}\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-floating-promises/),
      expect.stringMatching(/^@typescript-eslint\/no-misused-promises/),
      expect.stringMatching(/^@typescript-eslint\/no-misused-promises/),
    ]);
  });

  it('hold lines to 120 characters, comments included (long strings may run on)', async () => {
    const comment = `// ${'word '.repeat(30)}\n`;
    const text = `export const s = '${'x'.repeat(150)}';\n`;
    expect(await refusals('api/planted.ts', comment + text)).toEqual([
      expect.stringMatching(/^@stylistic\/max-len: This line has a length of 153/),
    ]);
  });

  it('hold the rules of hooks in the UI', async () => {
    const found = await refusals(
      'admin-ui/src/planted.tsx',
      "import { useEffect, useState } from 'react';\nexport function Planted({ on, id }: { on: boolean; id: string }) {\n  const [n, setN] = on ? useState(0) : [0, () => {}];\n  useEffect(() => setN(id.length), []);\n  return n;\n}\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^react-hooks\/rules-of-hooks: React Hook "useState" is called conditionally/),
      expect.stringMatching(/^react-hooks\/exhaustive-deps: React Hook useEffect has missing dependencies/),
    ]);
  });
});

describe('the formatter', () => {
  it('refuses code laid out by hand', async () => {
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(`${root}api/planted.ts`)), filepath: `${root}api/planted.ts` };
    expect(await prettier.check('export const a = {b:1,\n  c : 2}\n', options)).toBe(false);
    expect(await prettier.check('export const a = { b: 1, c: 2 };\n', options)).toBe(true);
    expect(options.printWidth).toBe(120);
  });
});
