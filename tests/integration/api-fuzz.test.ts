/**
 * Fuzzing the shop's own OpenAPI document (decision 0054): every operation of /api/openapi.json, as a guest and as an
 * admin, with malformed bodies (wrong content types, multipart without a boundary, NUL bytes and lone surrogates,
 * wrong types, huge numbers and strings, deep nesting), malformed path parameters and malformed queries. Any answer
 * ≥ 500 (but a 503 with a code: a service switched off), any answer under /api that is not JSON with a `message`, and any SQL or stack text in an answer fails.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '../../server/app';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** A stand-in for the React Router handler: a request reaching it from an /api path is itself a failure. */
const storefront: StorefrontHandler = async (request) =>
  new Response(`storefront reached: ${new URL(request.url).pathname}`, { status: 200, headers: { 'content-type': 'text/plain' } });

const ADMIN_TOKEN = 'api-fuzz-admin-token-3';
type Who = 'guest' | 'admin';

interface Operation {
  method: string;
  path: string;
  query: string[];
  body?: { type: string; schema: JsonSchema };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

/** What may never be in an answer: SQL of a failed query, database error text, stack frames, file paths. */
const LEAK =
  /failed query|\bselect\b[\s\S]{0,80}\bfrom\b|insert into|delete from|\bupdate\b\s+"?\w+"?\s+set\b|syntax error|invalid byte sequence|violates .* constraint|DrizzleQueryError|PostgresError|\bat\s+[\w.<>]+\s+\(|node_modules|\.tsx?:\d+|\bstack\b|storefront reached/i;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '99999999999999999999999',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  'x'.repeat(3000),
];
const QUERY_VALUES = ['a%00b', '%ED%A0%80%', '99999999999999999999999', '-99999999999', 'x'.repeat(5000), '2026-13-45'];

function kind(schema: JsonSchema | undefined): string {
  if (!schema) return 'string';
  if (schema.anyOf?.length) return kind(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? 'string';
}

/** A body shaped like the schema, every leaf replaced by `leaf(kind)`. */
function shaped(schema: JsonSchema, leaf: (kind: string) => unknown, depth = 0): unknown {
  const k = kind(schema);
  if (depth > 4) return leaf(k);
  const inner = schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
  if (k === 'object' && inner.properties) {
    return Object.fromEntries(Object.entries(inner.properties).map(([name, field]) => [name, shaped(field, leaf, depth + 1)]));
  }
  if (k === 'array') return [shaped(inner.items ?? {}, leaf, depth + 1)];
  return leaf(k);
}

function deepJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** The malformed bodies of one operation: [content type, body]. */
function malformedBodies(schema: JsonSchema): [string, string][] {
  const json = (value: unknown): [string, string] => ['application/json', JSON.stringify(value)];
  const fields = Object.keys(schema.properties ?? { email: {} });
  const form = (value: string) => fields.map((f) => `${encodeURIComponent(f)}=${encodeURIComponent(value)}`).join('&');
  return [
    ['multipart/form-data', 'x'],
    ['multipart/form-data; boundary=', '--\r\n'],
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b\r\n--zz--\r\n'],
    ['application/x-www-form-urlencoded', form(NUL)],
    ['application/x-www-form-urlencoded', `${form('x')}&%ED%A0%80=%00`],
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
    ['application/json', '{"a":'],
    ['application/json', 'null'],
    ['application/json', '[1,2]'],
    ['application/json', '"\\u0000"'],
    ['application/json', deepJson(3000)],
    json(shaped(schema, (k) => (k === 'string' ? NUL : k === 'boolean' ? true : 1))),
    json(shaped(schema, (k) => (k === 'string' ? LONE_SURROGATE : k === 'boolean' ? false : 2))),
    json(shaped(schema, (k) => (k === 'string' ? 'x'.repeat(200_000) : k === 'boolean' ? true : 1e308))),
    json(shaped(schema, (k) => (k === 'string' ? '99999999999999999999' : 1e20))),
    json(shaped(schema, (k) => (k === 'string' ? -1 : -2147483649))),
    json(shaped(schema, (k) => (k === 'string' ? { $gt: '' } : 'NaN'))),
    json(shaped(schema, (k) => (k === 'string' ? ['a'] : [1]))),
    json(shaped(schema, () => null)),
  ];
}

function operations(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const query = (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string);
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      const [type, media] = content ? Object.entries(content)[0]! : [];
      ops.push({ method: method.toUpperCase(), path, query, body: type && media ? { type, schema: media.schema } : undefined });
    }
  }
  return ops;
}

/** A sample path of `path` with its parameters filled by `value` (raw, already percent-encoded where meant). */
function fill(path: string, value = '1'): string {
  return path.replace(/\{\w+\}/g, value);
}

let t: TestDatabase;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestDatabase({ app: { storefront } });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  const res = await t.app.request('/api/openapi.json');
  ops = operations(await res.json());
});
afterAll(async () => {
  await t?.cleanup();
});

interface Probe {
  method: string;
  /** the raw request target (path and query), as a client would send it */
  target: string;
  contentType?: string;
  body?: string;
}

async function send(probe: Probe, who: Who): Promise<string | null> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'api-fuzz' };
  if (who === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  if (probe.contentType) headers['content-type'] = probe.contentType;
  const label = `${who} ${probe.method} ${probe.target.slice(0, 120)} ${probe.contentType ?? ''} ${(probe.body ?? '').slice(0, 60)}`;
  // the raw target goes to the app as Node's server hands it over (env.incoming.url); the Request's URL is normalised
  const env = { incoming: { url: probe.target, socket: { remoteAddress: `198.51.100.${who === 'admin' ? 91 : 90}` } } };
  let res: Response;
  let text: string;
  try {
    res = await t.app.request(`http://localhost${probe.target}`, { method: probe.method, headers, body: probe.body }, env);
    text = await res.text(); // a streamed answer (CSV exports) that fails midway throws here
  } catch (error) {
    return `${label} → threw ${error instanceof Error ? error.message : String(error)}`;
  }
  // a 503 with a code is a designed answer (e.g. card_payment_disabled: no gateway configured), not a crash
  const designedUnavailable = res.status === 503 && /"code":"\w+"/.test(text);
  if (res.status >= 500 && !designedUnavailable) return `${label} → ${res.status} ${text.slice(0, 200)}`;
  if (LEAK.test(text)) return `${label} → ${res.status} leaks: ${text.slice(0, 300)}`;
  if (res.status >= 400) {
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return `${label} → ${res.status} not JSON (${type})`;
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message !== 'string') return `${label} → ${res.status} without a message`;
  }
  return null;
}

/** Runs the probes a few at a time; returns every failure. */
async function run(probes: Probe[], who: Who): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const failure = await send(probes[next++]!, who);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures;
}

function bodyProbes(): Probe[] {
  return ops
    .filter((op) => op.body)
    .flatMap((op) =>
      malformedBodies(op.body!.schema).map(([contentType, body]) => ({ method: op.method, target: fill(op.path), contentType, body })),
    );
}

function pathAndQueryProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const op of ops) {
    if (/\{\w+\}/.test(op.path)) for (const value of PATH_VALUES) probes.push({ method: op.method, target: fill(op.path, value) });
    // every query parameter at once with the same malformed value (one request per value keeps the run short)
    const names = op.query.length > 0 ? op.query : ['q'];
    for (const value of QUERY_VALUES)
      probes.push({ method: op.method, target: `${fill(op.path)}?${names.map((q) => `${q}=${value}`).join('&')}` });
    probes.push({ method: op.method, target: `${fill(op.path)}?%00=1&${names[0]}=1&${names[0]}=2` });
  }
  for (const raw of [
    '/api/../../etc/passwd',
    '/api/catalog/../../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/./lists/currencies',
    '/api/lists/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/%00',
    '/api/lists/currencies%00',
  ]) {
    probes.push({ method: 'GET', target: raw }, { method: 'POST', target: raw, contentType: 'multipart/form-data', body: 'x' });
  }
  return probes;
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('covers the document', () => {
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((op) => op.body).length).toBeGreaterThan(30);
  });

  for (const who of ['guest', 'admin'] as const) {
    it(`malformed bodies as ${who}: no 5xx, JSON errors, no SQL or stack text`, async () => {
      expect(await run(bodyProbes(), who)).toEqual([]);
    });

    it(`malformed paths and queries as ${who}: no 5xx, JSON errors, no SQL or stack text`, async () => {
      expect(await run(pathAndQueryProbes(), who)).toEqual([]);
    });
  }
});
