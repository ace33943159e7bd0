// OpenAPI says where a top admin must name the partner: every call that can answer 400 'Partner must be provided for
// an admin user' documents its `partnerId` with the shared description (api/http/partner-choice.ts). The document is
// checked against the product: every GET with a `partnerId` query parameter and no required input is called by a super
// without it, and answers that 400 exactly when the parameter says so; a partner's user is never answered it.
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_CHOICE } from '../../api/http/partner-choice';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { partnerFixture } from '../support/fixtures';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: { description?: string };
}
interface Operation {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
}

let withPartner: Operation[];

beforeAll(async () => {
  const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  withPartner = Object.entries(doc.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
      })),
    )
    .filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'partnerId'));
}, 120_000);

const documented = (op: Operation) => {
  const parameter = op.parameters.find((p) => p.in === 'query' && p.name === 'partnerId')!;
  return (parameter.description ?? parameter.schema?.description ?? '').startsWith(PARTNER_CHOICE);
};

describe('partnerId in OpenAPI', () => {
  it('is documented as required for top admins on every one-partner list and upload call', () => {
    expect(withPartner.filter(documented).map((op) => op.name)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/business-nodes',
        'POST /api/v1/business-nodes',
        'GET /api/v1/users/by-partner',
        'GET /api/v1/users/watchers',
        'GET /api/v1/assets/concepts',
        'GET /api/v1/assets/concepts/name-exists',
        'POST /api/v1/assets/concepts',
        'GET /api/v1/campaigns',
        'GET /api/v1/campaigns/exists',
        'GET /api/v1/assets/single-files',
        'GET /api/v1/assets/single-files/formats',
        'POST /api/v1/assets/single-files',
        'POST /api/v1/assets/single-files/brief/create-temp-asset-from-url',
        'GET /api/v1/assets/single-files/uploads',
      ]),
    );
  });

  it('says so exactly where a super without it is refused', async () => {
    const probed = withPartner.filter((op) => op.method === 'GET' && !op.parameters.some((p) => p.required));
    expect(probed.length).toBeGreaterThan(5);
    for (const op of probed) {
      const path = op.path.replace('/api/v1', '');
      const reply = await w.su.get(path);
      const refused = reply.status === 400 && reply.body.message === MESSAGES.partnerRequired;
      expect(refused, `${op.name}: ${reply.status} ${JSON.stringify(reply.body)}`).toBe(documented(op));
      const own = await w.as('SELF_SERVICE_ADMIN').get(path);
      expect(own.body?.message, op.name).not.toBe(MESSAGES.partnerRequired);
    }
  });
});
