/**
 * Malformed requests end here with a 400 in the error contract (decision 0054), before any handler, loader or the
 * database sees them:
 * - a request target with dot segments (`/api/../../etc/passwd`): Node's server hands Hono the normalised URL, so
 *   such a path would leave /api and reach the page renderer; browsers never send one;
 * - a NUL character in the path or the query, encoded (`%00`) or not: PostgreSQL text cannot hold it;
 * - a page form (a React Router action) whose body cannot be read as a form (multipart without a boundary) or holds
 *   a NUL or a lone surrogate. API bodies are checked where they are read (readBody in validate.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { hasUnstorableCharacters, unstorableFields } from '../../src/lib/text-safety';
import type { AppEnv } from '../app';

/** Dot segments, plain or percent-encoded (`/./`, `/../`, `/%2e%2e/`, `/.%2E` …), up to the query. */
const DOT_SEGMENT = /(^|\/|%2f|\\|%5c)(\.|%2e){1,2}(\/|%2f|\\|%5c|$)/i;

/** The request target as the client sent it (Node's IncomingMessage.url), else the path and query of the URL. */
function rawTarget(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { url?: unknown } } | undefined)?.incoming;
  if (typeof incoming?.url === 'string') return incoming.url;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why the request target is refused, or null. */
function malformedTarget(target: string): string | null {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (DOT_SEGMENT.test(path)) return 'dot_segment';
  if (decodedOrRaw(path).includes('\u0000')) return 'nul_in_path';
  if (queryAt !== -1) {
    for (const [name, value] of new URLSearchParams(target.slice(queryAt + 1))) {
      if (name.includes('\u0000') || value.includes('\u0000')) return 'nul_in_query';
    }
  }
  return null;
}

export function badRequest(c: Context<AppEnv>, code: string): Response {
  return c.json({ message: c.get('services').t('error.bad_request'), code }, 400);
}

/** Middleware: 400 for a malformed request target (see the module comment). */
export function requestTargetGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const problem = malformedTarget(rawTarget(c));
    if (problem) return badRequest(c, problem);
    await next();
  };
}

function isFormType(contentType: string): boolean {
  return /multipart\/form-data|application\/x-www-form-urlencoded/i.test(contentType);
}

/**
 * Why a page request's form body is refused, or null. Reads a clone, so the page action still reads the body; only
 * form posts are read (what React Router actions take).
 */
export async function malformedPageForm(request: Request): Promise<string | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null;
  const contentType = request.headers.get('content-type') ?? '';
  if (!isFormType(contentType)) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return 'malformed_body';
  }
  const texts: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (hasUnstorableCharacters(name)) return 'unstorable_characters';
    if (typeof value === 'string') texts[name] = value;
    else if (hasUnstorableCharacters(value.name)) return 'unstorable_characters';
  }
  return unstorableFields(texts).length > 0 ? 'unstorable_characters' : null;
}
