import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedFields, responseSerializerCompiler } from '../../server/schema/serializer.ts';

const lesson = z.object({ title: z.string(), phases: z.array(z.object({ title: z.string(), minutes: z.number() })), joinCode: z.string().nullable() });

function serializerFor(schema: z.ZodType) {
  const reports: { route: string; paths: string[] }[] = [];
  const serialize = responseSerializerCompiler((route, paths) => reports.push({ route, paths }))({ schema, method: 'GET', url: '/lesson/:id', httpStatus: '200' });
  return { serialize, reports };
}

describe('the response serializer', () => {
  it('sends what the schema describes', () => {
    const { serialize, reports } = serializerFor(lesson);
    expect(serialize({ title: 'Fractions', phases: [{ title: 'Starter', minutes: 10 }], joinCode: null })).toBe('{"title":"Fractions","phases":[{"title":"Starter","minutes":10}],"joinCode":null}');
    expect(reports).toEqual([]);
  });

  it('leaves out fields the schema lacks and reports each by its path', () => {
    const { serialize, reports } = serializerFor(lesson);
    const sent = serialize({ title: 'Fractions', ownerId: 'teacher-1', phases: [{ title: 'Starter', minutes: 10, notes: 'secret' }], joinCode: 'ABC234' });
    expect(sent).toBe('{"title":"Fractions","phases":[{"title":"Starter","minutes":10}],"joinCode":"ABC234"}');
    expect(reports).toEqual([{ route: 'GET /lesson/:id', paths: ['ownerId', 'phases.0.notes'] }]);
  });

  it('does not count a field that is undefined as dropped (JSON leaves it out anyway)', () => {
    expect(droppedFields({ title: 'Fractions', materialNotice: undefined }, { title: 'Fractions' })).toEqual([]);
  });

  it('refuses a reply that does not fit its schema, naming the route', () => {
    const { serialize } = serializerFor(lesson);
    expect(() => serialize({ title: 'Fractions', phases: [], joinCode: 7 })).toThrow(/The reply of GET \/lesson\/:id does not fit its response schema/);
  });
});
