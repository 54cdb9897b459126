import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { load } from 'js-yaml';
import { PROJECT_ROOT } from '../paths';

// The contracts of the services the server calls: openapi/connector.yaml (the applications) and
// openapi/inventory.yaml (the network inventory). Each answer is checked against its operation's
// 200 response schema, read from the contract file itself, so the check and the contract cannot
// drift apart; rules a schema cannot state (ids listed twice, a cluster cycle) stay with the code
// that reads the answer. The demo servers register their routes from the same operations.

export type PeerContract = 'connector' | 'inventory';

type Json = Record<string, unknown>;

/** An answer that fits the contract, or the first place where it does not, in words. */
export type Checked<T> = { value: T } | { problem: string };

// One Ajv for both contracts (their schemas under distinct ids); `example` is an OpenAPI annotation Ajv does not know.
const ajv = new Ajv({ strict: true, keywords: ['example'] });
const added = new Set<PeerContract>();

const documents = new Map<PeerContract, Json>();
function documentOf(name: PeerContract): Json {
  let document = documents.get(name);
  if (!document) documents.set(name, (document = load(fs.readFileSync(path.join(PROJECT_ROOT, 'openapi', `${name}.yaml`), 'utf8')) as Json));
  return document;
}

/** The contract's component schemas as one JSON schema, which its refs name as `<name>.yaml#/$defs/<Schema>`. */
export function componentSchemas(name: PeerContract): Json {
  return { $id: `${name}.yaml`, $defs: withLocalRefs(((documentOf(name).components as Json).schemas as Json), name) };
}

/** Gives Ajv the contract's component schemas, once, for the answer checks that refer to them. */
function addComponentSchemas(name: PeerContract): void {
  if (added.has(name)) return;
  ajv.addSchema(componentSchemas(name));
  added.add(name);
}

export interface PeerOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path with Fastify's `:name` parameters. */
  url: string;
  /** Whether the contract asks for credentials (an operation with `security: []` does not). */
  secured: boolean;
  schema: { body?: Json; params?: Json };
}

/** The contract's operations with their request schemas (refs as componentSchemas names them). */
export function peerOperations(name: PeerContract): PeerOperation[] {
  const document = documentOf(name);
  const operations: PeerOperation[] = [];
  for (const [apiPath, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put'] as const) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
      const body = Object.values(content)[0]?.schema;
      const pathParameters = ((operation.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
      const params = pathParameters.length
        ? { type: 'object', required: pathParameters.map((p) => p.name), properties: Object.fromEntries(pathParameters.map((p) => [p.name, p.schema])) }
        : undefined;
      const security = (operation.security ?? document.security) as unknown[] | undefined;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase() as PeerOperation['method'],
        url: apiPath.replace(/\{(\w+)\}/g, ':$1'),
        secured: (security ?? []).length > 0,
        schema: withLocalRefs({ ...(body ? { body } : {}), ...(params ? { params } : {}) }, name),
      });
    }
  }
  return operations;
}

/** `#/components/schemas/X` -> `<name>.yaml#/$defs/X`, everywhere in `node`. */
function withLocalRefs<T>(node: T, name: PeerContract): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withLocalRefs(item, name)) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', `${name}.yaml#/$defs/`) : withLocalRefs(value, name),
    ]),
  ) as T;
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'it does not fit';
  const where = error.instancePath ? `at ${error.instancePath}` : 'the answer';
  return `${where} ${error.message ?? 'does not fit'}`;
}

/**
 * A check of what `method apiPath` of the contract answers with 200 (JSON). The schema comes from
 * the contract, the type `T` from its generated types (server/contract/*.gen.ts).
 */
export function answerCheck<T>(contract: PeerContract, method: 'get' | 'post', apiPath: string): (body: unknown) => Checked<T> {
  const operation = ((documentOf(contract).paths as Json)[apiPath] as Json | undefined)?.[method] as Json | undefined;
  const content = ((operation?.responses as Json | undefined)?.['200'] as Json | undefined)?.content as Json | undefined;
  const schema = (content?.['application/json'] as Json | undefined)?.schema;
  if (!schema) throw new Error(`openapi/${contract}.yaml has no JSON 200 answer for ${method.toUpperCase()} ${apiPath}`);
  // Compiled by the first answer, not when the module loads: a server start (and every server
  // test file) would otherwise pay for checks of connectors it may never call.
  let validate: ValidateFunction<T> | undefined;
  return (body) => {
    if (!validate) {
      addComponentSchemas(contract);
      validate = ajv.compile<T>(withLocalRefs(schema as Json, contract));
    }
    return validate(body) ? { value: body } : { problem: describe(validate.errors?.[0]) };
  };
}
