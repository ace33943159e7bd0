// The live channel lasts no longer than its session and its user's access (api/live/socket-lifetime.ts): it closes at
// logout (that session's channels only), at expiry, when a super deactivates the user, and when the user's role
// changes; a reconnect is then judged afresh. Before, the socket stayed open and kept delivering the partner's events.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { inviteAndAccept, PASSWORD } from '../support/fixtures';
import { HttpClient } from '../support/http';
import { liveSocket } from '../support/uploads';

const w = useApiTest({ roles: [] });

let keys = 0;
/** An open channel of the client's session, past its 'ready'. */
async function openChannel(client: HttpClient) {
  const socket = liveSocket(w.t, client, `live-session-${++keys}`);
  await socket.opened;
  await socket.next((m) => m.type === 'ready');
  return socket;
}
const user = (role: 'REVIEWER' | 'MANAGER' = 'REVIEWER') =>
  inviteAndAccept(w.t, w.su, w.acme.partnerId, w.acme.childNodeId, role);
/** The same user signed in a second time: another session. */
async function secondSession(email: string) {
  const client = new HttpClient(w.t.baseUrl);
  await client.login(email, PASSWORD);
  return client;
}

describe('the live channel ends with its session', () => {
  it("closes at logout, that session's channels only", async () => {
    const { email, client } = await user();
    const other = await secondSession(email);
    const [socket, otherSocket] = [await openChannel(client), await openChannel(other)];
    const cookie = client.cookieHeader();
    expect((await client.post('/auth/logout')).status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Please sign in' });
    await expect(liveSocket(w.t, cookie, 'after-logout').opened).rejects.toThrow('refused 401');
    // The user's other session keeps its channel.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await Promise.race([otherSocket.closed, Promise.resolve('open')])).toBe('open');
    otherSocket.close();
  });

  it('closes every channel of a user a super deactivates, and refuses the reconnect', async () => {
    const { id, email, client } = await user();
    const sockets = [await openChannel(client), await openChannel(await secondSession(email))];
    expect((await w.su.post(`/users/${id}/deactivate`)).status).toBe(200);
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: 4401, reason: 'Please sign in' });
    await expect(liveSocket(w.t, client, 'after-deactivation').opened).rejects.toThrow('refused 401');
  });

  it("closes a user's channels when the role changes; the reconnect is the new role's", async () => {
    const { id, client } = await user('MANAGER');
    const socket = await openChannel(client);
    expect((await w.su.put(`/users/${id}`, { role: 'REVIEWER' })).status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4403, reason: 'Your access changed' });
    (await openChannel(client)).close();
  });
});

describe('expiry', () => {
  const short = useApiTest({ config: { sessionMaxAgeMs: 2_000 } });

  it('closes the channel when its session expires unused', async () => {
    const client = await short.t.superClient();
    const socket = liveSocket(short.t, client, 'expiring');
    await socket.opened;
    const opened = Date.now();
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Please sign in' });
    expect(Date.now() - opened).toBeLessThan(10_000);
  }, 20_000);
});
