// What a request may carry, and that OpenAPI says so truthfully. Lists sort only by the fields they name (an
// allow-list each), so an object property name or a column a list does not offer is a 400 naming `sort`, never
// text inside ORDER BY; filter values of another type than a list reads are ignored, never a 500. The domain's
// rules spelled as patterns take exactly what the rules take, and a refusal by a pattern still answers the
// domain's own message. The upload's multipart body is described with its fields and the media types its files
// may have.
import { describe, expect, it } from 'vitest';
import type { ListDefinition } from '../../api/http/list-query';
import { multipartEncodings } from '../../api/schemas/openapi';
import { ACCEPTED_FILE_TYPES } from '../../api/routes/assets/upload-form';
import { Email, Name, Password, Url } from '../../api/schemas/fields';
import { INVALID_LIBRARY_STATUS, INVALID_TAGS } from '../../domain/asset';
import { INVALID_URL, isAcceptedFile, urlError } from '../../domain/asset/rules';
import { INVALID_NODE_TYPE } from '../../domain/business-tree';
import { INVALID_PARTNER_TYPE } from '../../domain/partner';
import { INVALID_ROLE_MESSAGE } from '../../domain/roles';
import { PASSWORD_RULES_MESSAGE, passwordError } from '../../domain/shared/password-rules';
import {
  emailError,
  INVALID_EMAIL,
  LEADING_SPACE,
  NAME_TOO_LONG,
  nameError,
  REQUIRED,
} from '../../domain/shared/validation';
import { AUDIT_LIST } from '../../projections/audit/queries';
import { MARKET_LIST } from '../../projections/business-tree/queries';
import { PARTNER_LIST } from '../../projections/partners/queries';
import { USER_LIST } from '../../projections/users/queries';
import { useApiTest } from '../support/api-test';
import { q } from '../support/http';

const w = useApiTest({ roles: [] });

/** Every list route: its OpenAPI path, a URL of it ending where the list query goes, and its definition. */
const lists = (): [string, string, ListDefinition][] => [
  ['/api/v1/partners/admin', '/partners/admin?', PARTNER_LIST],
  ['/api/v1/users/admins', '/users/admins?', USER_LIST],
  ['/api/v1/users/by-partner', `/users/by-partner?partnerId=${w.acme.partnerId}&`, USER_LIST],
  ['/api/v1/users/node/{nodeId}', `/users/node/${w.acme.childNodeId}?`, USER_LIST],
  ['/api/v1/markets/{partnerId}', `/markets/${w.acme.partnerId}?`, MARKET_LIST],
  ['/api/v1/audit', `/audit?entityType=partner&entityId=${w.acme.partnerId}&`, AUDIT_LIST],
];
const fieldsOf = (list: ListDefinition) =>
  (Array.isArray(list.sorts) ? list.sorts : Object.keys(list.sorts)) as string[];

describe('list sorting', () => {
  it('refuses object property names and columns a list does not offer: 400 naming sort and the fields it takes', async () => {
    for (const [, url, list] of lists()) {
      for (const field of [
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        'password_hash',
        'lower(name)',
        '',
      ]) {
        const reply = await w.su.get(`${url}sort=${q([field, 'ASC'])}`);
        expect(reply.status, `${url} ${field}`).toBe(400);
        expect(reply.body).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', details: { field: 'sort' } });
        expect(reply.body.message).toBe(
          `querystring/sort must be ["<field>","ASC"|"DESC"] with a field of: ${fieldsOf(list).join(', ')}`,
        );
      }
      expect((await w.su.get(`${url}sort=${q(['id', 'UP'])}`)).status, url).toBe(400);
    }
  });

  it('sorts by every field it names, both ways, and by its default without a sort', async () => {
    for (const [, url, list] of lists()) {
      expect((await w.su.get(url)).status, url).toBe(200);
      for (const field of fieldsOf(list)) {
        for (const order of ['ASC', 'DESC'])
          expect((await w.su.get(`${url}sort=${q([field, order])}`)).status, `${url} ${field} ${order}`).toBe(200);
      }
    }
  });

  it('says in OpenAPI which fields each list sorts by', async () => {
    const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
      paths: Record<
        string,
        { get: { parameters: { name: string; description: string; schema: { pattern: string } }[] } }
      >;
    };
    for (const [path, , list] of lists()) {
      const sort = doc.paths[path]!.get.parameters.find((p) => p.name === 'sort')!;
      const pattern = new RegExp(sort.schema.pattern, 'u');
      for (const field of fieldsOf(list)) {
        expect(sort.description, path).toContain(field);
        expect(pattern.test(JSON.stringify([field, 'DESC'])), `${path} ${field}`).toBe(true);
      }
      expect(pattern.test(JSON.stringify(['constructor', 'ASC'])), path).toBe(false);
    }
  });
});

describe('list filters', () => {
  it('ignores a filter value of another type than the list reads', async () => {
    const partners = await w.su.get(
      `/partners/admin?filter=${q({ archived: 'maybe', type: 5, q: null, colour: 'red' })}`,
    );
    expect(partners.status).toBe(200);
    expect(partners.body.length).toBeGreaterThan(0);
    expect((await w.su.get(`/users/admins?filter=${q({ status: true, role: 1 })}`)).status).toBe(200);
  });
});

/** A string schema's pattern and length, as ajv judges them (TypeBox's types do not carry the options). */
const matches = (schema: object, value: string) => {
  const { pattern, maxLength = Infinity } = schema as { pattern: string; maxLength?: number };
  return new RegExp(pattern, 'u').test(value) && [...value].length <= maxLength;
};

describe('patterns say what the domain rules take', () => {
  it('names: a visible character, no leading space, at most 128 characters', () => {
    const samples = [
      'Acme',
      'a',
      ' Acme',
      'Acme ',
      '',
      ' ',
      '\u200B',
      '\u200Bx',
      'e\u0301',
      '\u0301',
      '\u2800',
      '\u3000',
      '\t',
      'x'.repeat(128),
      'x'.repeat(129),
      '日本',
      '\u00A0a',
      '🎉',
    ];
    for (const name of samples) expect(matches(Name, name), JSON.stringify(name)).toBe(nameError(name) === null);
  });

  it('emails, spaces around them aside', () => {
    const samples = [
      'a@b.co',
      ' a@b.co ',
      'a@b',
      'a b@c.de',
      '@b.co',
      'a@@b.co',
      'a@b.c',
      '\u00A0a@b.co\uFEFF',
      `${'a'.repeat(250)}@b.co`,
      `${'a'.repeat(247)}@b.co`,
      '',
    ];
    for (const email of samples) expect(matches(Email, email), JSON.stringify(email)).toBe(emailError(email) === null);
  });

  it('passwords', () => {
    for (const password of ['Aa1'.repeat(6), 'aaaaaaaaaaaaaaaa1', 'AAAAAAAAAAAAAAA1a', 'Aa1', 'Aaaaaaaaaaaaaaaaa']) {
      expect(matches(Password, password), password).toBe(passwordError(password) === null);
    }
  });

  it('links: what the domain calls a URL and a URL parser takes', () => {
    const parses = (url: string) => {
      try {
        return Boolean(new URL(url.trim().startsWith('www.') ? `http://${url.trim()}` : url.trim()));
      } catch {
        return false;
      }
    };
    const samples = [
      'https://example.com/a.png',
      'http://example.com',
      'ftp://files.example.com/x',
      'www.example.com/x.png',
      'HTTP://EXAMPLE.COM/A.PNG',
      ' http://example.com/a.png ',
      'http://127.0.0.1:8080/a',
      'http://localhost/a',
      'http://user:pw@example.com/a',
      'http://example.com:65535/',
      'http://999.999.999.999/a.png',
      'http://example.com:99999/a.png',
      'not a url',
      'javascript:alert(1)',
      'http://',
      'file:///etc/passwd',
      '',
      'http://example.com/a b',
      'http://-a.com/',
      'http://example.com/%ZZ',
      'http://[2001:db8::1]/x',
      'https://[::ffff:192.0.2.1]:8443/a',
      'http://[1:2:3:4:5:6:7:8]',
      'http://[1::2::3]/',
      'http://[2001:db8::g]/',
      'http://2001:db8::1/x',
    ];
    for (const url of samples) expect(matches(Url, url), url).toBe(urlError(url) === null && parses(url));
  });
});

describe('a refusal by a pattern answers the domain rule', () => {
  it.each<[string, () => Promise<{ status: number; body: { message: string; details?: unknown } }>, string, string]>([
    ['an empty name', () => w.su.post('/partners', { name: '', type: 'Client' }), REQUIRED, 'name'],
    [
      'a name of spaces only',
      () => w.su.post(`/markets/create/${w.acme.partnerId}`, { name: '   ' }),
      REQUIRED,
      'name',
    ],
    [
      'a leading space',
      () => w.su.put(`/business-nodes/${w.acme.rootNodeId}`, { name: ' EMEA' }),
      LEADING_SPACE,
      'name',
    ],
    ['a long name', () => w.su.post('/partners', { name: 'x'.repeat(129), type: 'Client' }), NAME_TOO_LONG, 'name'],
    [
      'an unknown partner type',
      () => w.su.post('/partners', { name: 'Typed', type: 'Agency' }),
      INVALID_PARTNER_TYPE,
      'type',
    ],
    [
      'an unknown node type',
      () => w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, { parentId: null, name: 'N', type: 'city' }),
      INVALID_NODE_TYPE,
      'type',
    ],
    [
      'an email without a domain',
      () => w.su.post('/users', { name: 'N', role: 'ADMIN', email: 'nobody@', password: 'Aa1'.repeat(6) }),
      INVALID_EMAIL,
      'email',
    ],
    [
      'a weak password',
      () => w.su.post('/users', { name: 'N', role: 'ADMIN', email: 'n@example.com', password: 'weak' }),
      PASSWORD_RULES_MESSAGE,
      'password',
    ],
    [
      'an unknown role',
      () => w.su.post('/users', { name: 'N', role: 'OWNER', email: 'n@example.com', password: 'Aa1'.repeat(6) }),
      INVALID_ROLE_MESSAGE,
      'role',
    ],
    [
      'a tag too long',
      () =>
        w.su.post(`/assets/single-files/brief/create-temp-asset-from-url?partnerId=${w.acme.partnerId}`, {
          url: 'https://example.com/a.png',
          tags: ['x'.repeat(65)],
        }),
      INVALID_TAGS,
      'tags',
    ],
    [
      'an unknown status',
      () => w.su.request('PATCH', '/assets/single-files', { ids: [w.acme.rootNodeId], status: 'lost' }),
      INVALID_LIBRARY_STATUS,
      'status',
    ],
    [
      'a link that is no URL',
      () =>
        w.su.post(`/assets/single-files/brief/create-temp-asset-from-url?partnerId=${w.acme.partnerId}`, {
          url: 'http://999.1.1.1/a.png',
        }),
      INVALID_URL,
      'url',
    ],
  ])('%s', async (_label, send, message, field) => {
    const reply = await send();
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', message, details: { field } });
  });
});

describe('the upload calls in OpenAPI', () => {
  it('describes the multipart body, and with multipartEncodings the media types a file may have', async () => {
    type Form = { schema: { properties: Record<string, Record<string, unknown>> }; encoding?: unknown };
    const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, Form> } } }>;
    };
    const form = () => doc.paths['/api/v1/assets/single-files']!.post.requestBody.content['multipart/form-data']!;
    expect(form().schema).toMatchObject({
      type: 'object',
      required: ['file'],
      additionalProperties: false,
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(form().schema.properties)).toEqual(['file', 'nodeIds', 'tags', 'unzip', 'parentId']);
    multipartEncodings({ openapiObject: doc as never });
    expect(form().encoding).toEqual({ file: { contentType: ACCEPTED_FILE_TYPES.join(', ') } });
    expect(form().schema.properties.file).not.toHaveProperty('x-accept');
  });

  it('links only to operations the document has', async () => {
    type Link = { operationId?: string; operationRef?: string };
    const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
      paths: Record<
        string,
        Record<string, { operationId?: string; responses: Record<string, { links?: Record<string, Link> }> }>
      >;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
    );
    const links = operations.flatMap(({ op }) =>
      Object.values(op.responses).flatMap((answer) => Object.values(answer.links ?? {})),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const target = operations.find(({ path, method, op }) =>
        link.operationId
          ? op.operationId === link.operationId
          : link.operationRef === `#/paths/${path.replaceAll('/', '~1')}/${method}`,
      );
      expect(target, JSON.stringify(link)).toBeDefined();
    }
  });

  it('takes a file of every media type it names, whatever its name', () => {
    for (const type of ACCEPTED_FILE_TYPES)
      expect(isAcceptedFile('file', type.replace('*', 'x-anything')), type).toBe(true);
  });
});
