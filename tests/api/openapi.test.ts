import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.token({ sub: 'openapi-ada', email: 'ada@school.example', name: 'Ada' });
});
afterAll(async () => t.close());

type JsonSchema = { $ref?: string; type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[]; anyOf?: JsonSchema[] };
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json();
}

/** Fastify's `/lesson/:id` as OpenAPI writes it: `/lesson/{id}`; a trailing wildcard is the parameter `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and needs no sign-in', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Teachkit API');
  });

  it('lists every route the server registered under /api, with or without a schema', async () => {
    const document = await openApiDocument();
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(60);
    const missing = apiRoutes.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('names routes a teacher uses, with their path parameters', async () => {
    const { paths } = await openApiDocument();
    expect(Object.keys(paths['/api/lesson/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(paths['/api/lesson/{id}']!.get!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(paths['/api/lesson/{id}/join/regenerate']!).sort()).toEqual(['get', 'post']);
    expect(paths['/api/sharing/{type}/{id}/{mode}']!.put!.parameters!.map((p) => p.name).sort()).toEqual(['id', 'mode', 'type']);
    expect(paths['/api/upload/{id}/download']).toBeDefined();
    // Students answer online without an account; their device's secret travels in a header.
    expect(Object.keys(paths['/api/assessment/join/{code}/answers']!).sort()).toEqual(['get', 'put']);
    expect(paths['/api/assessment/join/{code}/answers']!.put!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'path' }), expect.objectContaining({ name: 'x-answer-token', in: 'header' })]),
    );
    expect(paths['/api/assessment/{id}/answering']!.post!.requestBody).toBeDefined();
    expect(Object.keys(paths['/api/assessment/{id}/answering/code']!)).toEqual(['post']);
    expect(paths['/api/openapi.json']!.get).toBeDefined();
  });

  it('describes a request body from the schema that validates it', async () => {
    const { paths } = await openApiDocument();
    const body = paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ type: 'object', properties: { email: expect.any(Object), message: expect.any(Object) } });
  });

  it('shows both shapes of a create-or-save body: the item to create, or its id and the changes', async () => {
    const { paths } = await openApiDocument();
    for (const path of ['/api/lesson', '/api/assessment', '/api/comment', '/api/unit', '/api/syllabus']) {
      const body = paths[path]?.post?.requestBody?.content['application/json']?.schema as { oneOf?: JsonSchema[] } | undefined;
      expect(body?.oneOf, path).toHaveLength(2);
      const [create, save] = body!.oneOf!;
      expect(create!.properties, path).toHaveProperty('title');
      expect(create!.properties, path).not.toHaveProperty('id');
      expect(save!.required, path).toContain('id');
    }
    const lesson = paths['/api/lesson']?.post?.requestBody?.content['application/json']?.schema as { oneOf: JsonSchema[] };
    expect(lesson.oneOf[0]!.required).toEqual(expect.arrayContaining(['title', 'outcomes']));
  });
});

/** The routes that answer a file, not JSON: they keep no response schema. */
const FILE_ROUTES = [
  'GET /api/assessment/{id}/export.docx',
  'GET /api/assessment/{id}/export.qti.zip',
  'GET /api/assessment/{id}/results.csv',
  'GET /api/lesson/{id}/presentation',
  'GET /api/unit/{id}/export.docx',
  'GET /api/unit/{id}/export.imscc',
  'GET /api/upload/{id}/download',
  'GET /api/upload/{id}/slice/{sliceId}/image',
];

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));
const jsonSchemaOf = (operation: Operation | undefined, status: string) => operation?.responses?.[status]?.content?.['application/json']?.schema;

describe('response schemas in the OpenAPI document', () => {
  it('document the success answer of every route that answers JSON, or its 204', async () => {
    const document = await openApiDocument();
    const offenders = operations(document)
      .filter(({ name }) => !FILE_ROUTES.includes(name))
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
        const documented = success.some(([status, response]) => jsonSchemaOf(operation, status) || (status === '204' && !response.content));
        return !documented;
      })
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it('leave the file downloads without a JSON schema, and the list of them names real routes', async () => {
    const document = await openApiDocument();
    const byName = new Map(operations(document).map(({ name, operation }) => [name, operation]));
    for (const name of FILE_ROUTES) {
      expect(byName.has(name), name).toBe(true);
      expect(jsonSchemaOf(byName.get(name), '200'), name).toBeUndefined();
    }
  });

  it('describe the fields a lesson is read with', async () => {
    const { paths } = await openApiDocument();
    const lesson = jsonSchemaOf(paths['/api/lesson/{id}']!.get, '200')!;
    expect(Object.keys(lesson.properties!)).toEqual(expect.arrayContaining(['id', 'title', 'outcomes', 'phases', 'successCriteria', 'keywords', 'joinCode', 'updatedAt']));
    expect(lesson.required).toEqual(expect.arrayContaining(['title', 'outcomes', 'phases']));
    expect(lesson.properties!.outcomes!.items!.properties!.statement).toEqual({ type: 'string' });
    expect(Object.keys(lesson.properties!.phases!.items!.properties!)).toEqual(expect.arrayContaining(['title', 'minutes', 'teacherActions', 'materials', 'check']));
  });

  it('describe a page of a list, a slice and a new lesson', async () => {
    const { paths } = await openApiDocument();
    const page = jsonSchemaOf(paths['/api/lesson']!.get, '200')!;
    expect(Object.keys(page.properties!).sort()).toEqual(['continuationToken', 'items']);
    expect(Object.keys(page.properties!.items!.items!.properties!)).toEqual(expect.arrayContaining(['id', 'title', 'outcomeCodes', 'joinCode']));
    const slice = jsonSchemaOf(paths['/api/upload/{id}/slice/{sliceId}']!.get, '200')!;
    expect(Object.keys(slice.properties!)).toEqual(expect.arrayContaining(['text', 'altText', 'alignments', 'spelling']));
    expect(jsonSchemaOf(paths['/api/lesson']!.post, '201')).toBeDefined();
    expect(paths['/api/lesson/{id}']!.delete!.responses!['204']).toEqual({ description: 'No content' });
  });

  it('define the error bodies once and refer to them where a route can answer them', async () => {
    const document = await openApiDocument();
    expect(document.components.schemas.FieldErrors).toMatchObject({ type: 'array', items: { type: 'object', required: ['field', 'message'] } });
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['statusCode', 'message'] });
    const lesson = document.paths['/api/lesson/{id}']!;
    expect(jsonSchemaOf(lesson.get, '404')).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(lesson.get!.responses!['404']!.description).toBe('Not found, or not yours to see');
    expect(jsonSchemaOf(lesson.get, '401')).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(jsonSchemaOf(document.paths['/api/lesson']!.post, '400')).toEqual({ $ref: '#/components/schemas/FieldErrors' });
    expect(jsonSchemaOf(document.paths['/api/profile/api-keys']!.get, '403')).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    // Every API route is rate limited.
    const without429 = operations(document).filter(({ name, operation }) => !FILE_ROUTES.includes(name) && !operation.responses?.['429']).map(({ name }) => name);
    expect(without429).toEqual([]);
  });
});

describe('the API reference page', () => {
  it('is served from the server itself, its scripts in files the Content-Security-Policy allows', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    // The site's policy, unchanged for this page: scripts from this server only, nothing inline.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attributes, inline] of scripts) {
      // No inline code (script-src 'self' would block it) and nothing from another site.
      expect(inline!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.app.inject({ method: 'GET', url: new URL(src, 'http://localhost/api/docs/').pathname });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toContain('javascript');
    }
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('loads the document the API publishes', async () => {
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toBe('3.1.0');
  });
});

describe('schema validation answers the spec’s 400 body', () => {
  it('names each field to fix with the route’s own words, unknown fields included', async () => {
    const res = await t.call('POST', '/api/studio/rewrite', teacher, { text: 'Too short', grade: 5, colour: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveLength(2);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { field: 'text', message: 'Paste a longer text: at least a sentence or two (40 characters)' },
        { field: 'colour', message: 'These fields are not part of a Studio request: colour' },
      ]),
    );
  });

  it('checks a path parameter against its schema', async () => {
    const res = await t.call('POST', '/api/studio/poem', teacher, { text: 'A river of ice moves slowly down the valley every single year.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'tool', message: 'A Studio tool is rewrite, questions, glossary, exit-ticket' }]);
  });

  it('checks a query string against its schema', async () => {
    const res = await t.call('GET', '/api/profile/consumption?startDate=2026-02-30', teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'startDate', message: 'startDate is not a calendar date' }]);
  });

  it('asks for sign-in before it looks at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/rewrite', payload: { colour: 'red' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'A bearer access token or an API key (X-Api-Key) is required' });
  });

  it('answers a schema-checked contact message with its id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@school.example', topic: 'plan', message: 'Which plan lets my whole department plan lessons?' },
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'received']);
    expect(res.json().received).toBe(true);
  });
});
