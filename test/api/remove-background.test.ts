// POST /assets/remove-image-background {url} (spec 1 §7, spec 3 §8; issue 23 §4): no model this product can install
// removes backgrounds here, so the call answers 501 with the cropper's message, to the cropper's roles only.
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NOT_REMOVED } from '../../api/routes/assets/remove-background';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { useApiTest } from '../support/api-test';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });
const PATH = '/assets/remove-image-background';

describe('background removal', () => {
  it(`answers 501 "${BACKGROUND_NOT_REMOVED}", appending nothing`, async () => {
    const head = await w.t.system.deps.store.headPosition();
    const reply = await w.as('SELF_SERVICE_ADMIN').post(PATH, { url: '/api/v1/assets/single-files/x/file' });
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([501, 'DEFAULT_ERROR', BACKGROUND_NOT_REMOVED]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('is refused to roles outside the cropper’s and without a url', async () => {
    const manager = await w.as('MANAGER').post(PATH, { url: 'x' });
    expect([manager.status, manager.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    expect((await w.as('SELF_SERVICE_ADMIN').post(PATH, {})).status).toBe(400);
  });
});
