// Two super users demoting or deactivating each other at the same instant (issue 18 §3): one passes, the other is
// refused, and an active super user always remains. Before, both checks read a read model that did not yet hold the
// other's change, and both passed.
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_SUPER_USER } from '../../domain/user';
import { useApiTest } from '../support/api-test';
import { SUPER } from '../support/app';
import { PASSWORD } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const w = useApiTest();

const supers: { id: string; email: string; password: string; client: HttpClient }[] = [];

beforeAll(async () => {
  supers.push({
    id: (await w.su.get('/auth/current-user')).body.id,
    email: SUPER.email,
    password: SUPER.password,
    client: w.su,
  });
  const email = 'second-super@varia.test';
  const created = await w.su.post('/users', { email, name: 'Second Super', role: 'SUPER', password: PASSWORD });
  expect(created.status).toBe(201);
  const second = w.t.client();
  await second.login(email, PASSWORD);
  supers.push({ id: created.body.id, email, password: PASSWORD, client: second });
});

const activeSupers = async () =>
  Number(
    (
      await w.t.system.deps.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM user_account WHERE role = 'SUPER' AND status = 'ACTIVE'",
      )
    ).rows[0]!.n,
  );

/** How one super removes the other: a demotion, or a deactivation. */
const removals = {
  demote: (by: HttpClient, id: string) => by.put(`/users/${id}`, { role: 'ADMIN' }),
  deactivate: (by: HttpClient, id: string) => by.post(`/users/${id}/deactivate`),
};

describe('two super users removing each other at once', () => {
  for (const [a, b] of [
    ['demote', 'demote'],
    ['deactivate', 'deactivate'],
    ['demote', 'deactivate'],
    ['deactivate', 'demote'],
  ] as const) {
    it(`one ${a} and one ${b}: exactly one passes, an active super user remains`, async () => {
      for (let round = 0; round < 3; round++) {
        const [x, y] = supers;
        const answers = await Promise.all([removals[a](x!.client, y!.id), removals[b](y!.client, x!.id)]);
        const passed = answers.filter((reply) => reply.status === 200);
        expect(passed, JSON.stringify(answers.map((reply) => [reply.status, reply.body?.message]))).toHaveLength(1);
        const refused = answers.find((reply) => reply.status !== 200)!;
        // Refused by the rule, or already signed out by the other's change (its session ended with its role).
        if (refused.status === 422) expect(refused.body.message).toBe(LAST_SUPER_USER);
        else expect([401, 403]).toContain(refused.status);
        await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition());
        expect(await activeSupers()).toBe(1);

        // The survivor makes the other a super again, who signs in afresh.
        const winner = answers[0]!.status === 200 ? x! : y!;
        const loser = winner === x ? y! : x!;
        expect((await winner.client.post(`/users/${loser.id}/activate`)).status).toBe(200);
        expect((await winner.client.put(`/users/${loser.id}`, { role: 'SUPER' })).status).toBe(200);
        await loser.client.login(loser.email, loser.password);
        expect(await activeSupers()).toBe(2);
      }
    }, 60_000);
  }
});
