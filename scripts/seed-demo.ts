// `npm run seed:demo`: fills a RUNNING Varia with the demo (demo/seed.ts), prints who can sign in, then shares the
// demo tearsheet once its screenshots have rendered (demo/tearsheet.ts) and prints its link.
// Re-running skips whatever already exists.
//
//   SEED_URL                  the product's base URL (default http://localhost:${PORT || 3000})
//   BOOTSTRAP_SUPER_EMAIL     the super user to sign in as (default super@varia.local)
//   BOOTSTRAP_SUPER_PASSWORD  its password (default Varia-super-2026-local)
import { DEFAULT_SUPER_EMAIL, DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { seedDemo } from '../demo/seed';
import { signInBlock } from '../demo/sign-in-block';
import { shareDemoTearsheet, sharedTearsheetBlock } from '../demo/tearsheet';

const baseUrl = (process.env.SEED_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');

try {
  const options = {
    baseUrl,
    superEmail: process.env.BOOTSTRAP_SUPER_EMAIL ?? DEFAULT_SUPER_EMAIL,
    superPassword: process.env.BOOTSTRAP_SUPER_PASSWORD ?? DEFAULT_SUPER_PASSWORD,
    log: (line: string) => console.log(line),
  };
  const users = await seedDemo(options);
  console.log(signInBlock(baseUrl, users));
  const shared = await shareDemoTearsheet(options);
  if (shared) console.log(sharedTearsheetBlock(shared));
} catch (error) {
  console.error(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof TypeError && String(error.cause ?? '').includes('ECONNREFUSED')) {
    console.error(`Is Varia running at ${baseUrl}? Start it with \`npm start\` or set SEED_URL.`);
  }
  process.exitCode = 1;
}
