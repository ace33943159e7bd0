// What a newcomer reads once the demo is in: where to sign in, and as whom.
import { DEMO_PASSWORD } from './data';
import type { DemoUser } from './users';

const COLUMNS = ['email', 'role', 'partner', 'node', 'password'] as const;

export function signInBlock(url: string, users: DemoUser[]): string {
  const rows = users.map((u) => ({ ...u, password: u.password ?? `(invitation pending: ${url}${u.joinPath})` }));
  const widths = COLUMNS.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  return [
    '',
    `Varia demo ready. Sign in at ${url}`,
    `Every demo user's password: ${DEMO_PASSWORD}`,
    '',
    line(COLUMNS.map((c) => c.toUpperCase())),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map((r) => line(COLUMNS.map((c) => r[c]))),
    '',
  ].join('\n');
}
