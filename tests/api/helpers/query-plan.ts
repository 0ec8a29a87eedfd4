import type { Database } from '../../../server/db/index.ts';

/** One node of a plan as EXPLAIN (ANALYZE, FORMAT JSON) gives it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/**
 * Runs `text` with `values` under EXPLAIN ANALYZE on the test database (the embedded one or a PostgreSQL server) and
 * returns every node of its plan, outermost first.
 */
export async function analysedPlan(db: Database, text: string, values: unknown[]): Promise<PlanNode[]> {
  const client = (db as unknown as { $client: { query(q: string, v: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`explain (analyze, format json) ${text}`, values);
  const raw = rows[0]!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  return nodes(root!.Plan);
}
