import { z } from 'zod';

/** One documented call; handlers validate with the very schemas named here, so the document cannot drift. */
export interface ApiRouteDoc {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** OpenAPI path, e.g. /api/lists/countries/{locale} */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** media type of the body (default application/json), e.g. multipart/form-data for a file upload */
  bodyType?: string;
  /** schema of the `data` field of a 2xx answer */
  response?: z.ZodType;
  /** further statuses and what they mean */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429, string>>;
  auth?: boolean;
}

const errorBody = z.object({ message: z.string(), code: z.string().optional() });
const validationBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

function toSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
}

function parameters(where: 'path' | 'query', schema?: z.ZodObject) {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' ? true : !(field as z.ZodType).safeParse(undefined).success ? true : false,
    schema: toSchema(field as z.ZodType),
  }));
}

export function buildOpenApiDocument(routes: ApiRouteDoc[], info: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {
      [route.method === 'post' ? '200' : '200']: {
        description: 'OK',
        content: route.response
          ? { 'application/json': { schema: { type: 'object', properties: { data: toSchema(route.response) } } } }
          : undefined,
      },
    };
    for (const [status, description] of Object.entries(route.errors ?? {})) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: toSchema(status === '422' ? validationBody : errorBody) } },
      };
    }
    (paths[route.path] ??= {})[route.method] = {
      summary: route.summary,
      tags: [route.tag],
      security: route.auth ? [{ bearer: [] }] : undefined,
      parameters: [
        ...parameters('path', route.params),
        ...parameters('query', route.query),
        { name: 'clientUrl', in: 'header', required: false, schema: { type: 'string' }, description: 'Storefront address' },
      ],
      requestBody: route.body
        ? { required: true, content: { [route.bodyType ?? 'application/json']: { schema: toSchema(route.body) } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
