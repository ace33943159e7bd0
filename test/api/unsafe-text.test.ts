// Text Postgres cannot store (U+0000) or that is not Unicode at all (a lone half of a surrogate pair, which
// JSON's "\ud800" escapes produce) is refused with 400 naming the field, in bodies, query strings (JSON
// texts such as react-admin's filter included) and path parameters, signed in or not.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { q } from '../support/http';

const w = useApiTest();
let partnerId: string;
beforeAll(async () => {
  partnerId = (await w.su.post('/partners', { name: 'Unsafe Text Partner', type: 'Client' })).body.id;
});

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udfff';
const SOME_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const refusal = (field: string) => ({
  statusCode: 400,
  code: 'UNPROCESSABLE_ENTITY',
  error: 'Bad Request',
  message: `${field} must not contain a NUL character or an unpaired surrogate`,
  details: { field },
});

describe('refused with 400 naming the field', () => {
  it.each([
    ['a NUL', `a${NUL}b@example.com`],
    ['a lone high surrogate', `a${HIGH}@example.com`],
    ['a lone low surrogate', `${LOW}a@example.com`],
    ['a pair in the wrong order', `${LOW}${HIGH}@example.com`],
  ])('sign-in with %s in the username, signed out', async (_, username) => {
    const reply = await w.t.client().post('/auth/login', { username, password: 'whatever-password' });
    expect(reply.body).toEqual(refusal('body/username'));
  });

  it('bodies of partners, users, markets, nodes and asset edits, nested fields included', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/partners', { name: `Acme${HIGH}`, type: 'Client' }, 'body/name'],
      [
        'POST',
        '/users',
        { email: 'someone@example.com', name: `N${NUL}`, role: 'ADMIN', password: 'Long-enough-password-1' },
        'body/name',
      ],
      ['POST', `/markets/create/${partnerId}`, { name: `M${LOW}` }, 'body/name'],
      [
        'POST',
        `/business-nodes?partnerId=${partnerId}`,
        { parentId: null, name: `${HIGH}EMEA`, type: 'region', marketId: null },
        'body/name',
      ],
      ['PATCH', `/assets/single-files/${SOME_ID}`, { tags: ['fine', `bad${NUL}`] }, 'body/tags/1'],
      [
        'POST',
        '/assets/single-files/brief/create-temp-asset-from-url',
        { url: 'https://example.com/a.png', meta: { note: { deep: `x${HIGH}` } } },
        'body/meta/note/deep',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const reply = await w.su.request(method, path, body);
      expect(reply.body, `${method} ${path}`).toEqual(refusal(field));
    }
  });

  it('query strings: filters (decoded from their JSON), search, and path parameters', async () => {
    const cases: [string, string][] = [
      [`/partners/admin?filter=${q({ q: `acme${NUL}` })}`, 'querystring/filter/q'],
      [`/users/admins?filter=${q({ q: `x${HIGH}` })}`, 'querystring/filter/q'],
      [`/assets/single-files?partnerId=${partnerId}&search=a%00b`, 'querystring/search'],
      [`/partners/${SOME_ID.slice(1)}%00`, 'params/id'],
    ];
    for (const [path, field] of cases) {
      const reply = await w.su.get(path);
      expect(reply.body, path).toEqual(refusal(field));
    }
  });
});

describe('let through', () => {
  it('a well-formed pair (an emoji) and text that only spells an escape', async () => {
    expect((await w.su.post('/partners', { name: 'Acme 😀', type: 'Client' })).status).toBe(201);
    expect(
      (await w.su.get(`/assets/single-files?partnerId=${partnerId}&search=${encodeURIComponent('\\u0000')}`)).status,
    ).toBe(200);
    expect(
      (await w.t.client().post('/auth/login', { username: '😀@example.com', password: 'whatever-password' })).status,
    ).toBe(401);
  });
});
