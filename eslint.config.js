// Lint rules that keep the house in order (DESIGN §2, §9): promises are awaited or handled, domain code and
// workflow code stay deterministic, and imports follow the layers' arrows.
import { builtinModules } from 'node:module';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** The domain's modules that declare the API's answers as TypeBox schemas (ARCHITECTURE.md, "Answers"). */
const answerModules = '/domain/(.+/answers|shared/schema)$';
const answersAsTypes = 'The UI reads answers as types only (import type): TypeBox stays out of its bundle.';

/** Layer arrows: `target` may not import from `from` (except the listed folders). */
const layers = [
  // immutable: the personalise tree's state holds 10,000 variants; a persistent map lets evolve stay pure without
  // copying them all per event (ARCHITECTURE.md, "The personalise tree"). @noble/hashes and safe-stable-stringify:
  // approvals fingerprint the content they judged (SHA-256 of canonical JSON) in pure JS, so the rule runs the same
  // in the browser and the server. typebox: the API's answers are declared once, in the domain's answers.ts modules,
  // and the server and the screens take their types from them (ARCHITECTURE.md, "Answers").
  {
    target: './domain',
    from: './',
    except: [
      './domain',
      './node_modules/immutable',
      './node_modules/@noble/hashes',
      './node_modules/safe-stable-stringify',
      './node_modules/typebox',
    ],
    message:
      'domain/ imports nothing outside itself (but immutable, @noble/hashes, safe-stable-stringify and typebox).',
  },
  { target: './projections', from: './commands', message: 'projections/ never imports commands/.' },
  // runtime/paths.ts is a constant (where the project's files are), not process wiring.
  ...['./commands', './projections'].flatMap((target) =>
    ['./api', './workflows', './runtime'].map((from) => ({
      target,
      from,
      ...(from === './runtime' ? { except: ['./paths.ts'] } : {}),
      message: `${target.slice(2)}/ never imports ${from.slice(2)}/: it is wired by the composition roots.`,
    })),
  ),
  // Tools and tests sit outside the product: nothing of the product (the demo included) imports them.
  ...['./scripts', './bench', './test'].map((from) => ({
    target: [
      './api',
      './commands',
      './demo',
      './domain',
      './projections',
      './runtime',
      './workflows',
      './platforms',
      './admin-ui',
    ],
    from,
    message: `Nothing of the product imports ${from.slice(2)}/.`,
  })),
  { target: './workflows', from: './api', message: 'workflows/ never imports api/.' },
  // The far ends' adapters and simulated platforms (ARCHITECTURE.md, "Platforms"): the composition roots wire them.
  {
    target: './platforms',
    from: './',
    except: ['./platforms', './domain', './node_modules'],
    message: 'platforms/ imports nothing of the product but domain/.',
  },
  {
    target: ['./domain', './commands', './projections', './admin-ui'],
    from: './platforms',
    message: 'platforms/ is reached through its ports, wired by the composition roots (api/, workflows/).',
  },
  {
    target: './workflows',
    from: './projections',
    message: 'workflows/ never read read models: activities learn through ports and commands.',
  },
  {
    target: './admin-ui',
    from: './',
    except: ['./admin-ui', './domain', './node_modules'],
    message: 'admin-ui/ imports nothing from the server but domain/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'admin-ui/dist/',
      'workflows/dist/',
      '.data/',
      '.cache/',
      'bench/results/',
      'test/gate/fixtures/load-error.fixture.ts',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, '@stylistic': stylistic },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      // Prettier lays out the code at this width (npm run format:check); comments it leaves alone are held here.
      '@stylistic/max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    files: ['admin-ui/**/*.ts', 'admin-ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The screens take the answers' types from their schemas, never the schemas: TypeBox stays out of the bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typebox', allowTypeImports: true, message: answersAsTypes }],
          patterns: [{ regex: answerModules, allowTypeImports: true, message: answersAsTypes }],
        },
      ],
    },
  },
  {
    // Deterministic code: time and chance come in as arguments; no I/O.
    files: ['domain/**/*.ts', '**/*.workflow.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'No Date.now() here: time comes in as an argument (or from the workflow runtime).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'No argument-less new Date() here: time comes in as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'No Math.random() here: randomness comes in as an argument.',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: nodeBuiltins.map((name) => ({ name, message: 'No Node built-ins in domain or workflow code.' })) },
      ],
    },
  },
);
