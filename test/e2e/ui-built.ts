// The browser tests drive the built UI (admin-ui/dist), which `npm test` builds first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function assertUiBuilt(): void {
  const index = fileURLToPath(new URL('../../admin-ui/dist/index.html', import.meta.url));
  if (!existsSync(index)) throw new Error('The UI is not built: run `npm run build:ui` before the browser tests.');
}
