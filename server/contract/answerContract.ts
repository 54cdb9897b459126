import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { load } from 'js-yaml';
import { PROJECT_ROOT } from '../paths';

// The services the server calls answer as their own contracts say (openapi/connector.yaml for the
// applications, openapi/inventory.yaml for the network inventory). Each answer is checked against
// its operation's 200 response schema, read from the contract file itself, so the check and the
// contract cannot drift apart. Rules a schema cannot state (ids listed twice, a cluster cycle)
// stay with the code that reads the answer.

export type PeerContract = 'connector' | 'inventory';

type Json = Record<string, unknown>;

/** An answer that fits the contract, or the first place where it does not, in words. */
export type Checked<T> = { value: T } | { problem: string };

// One validator cache per contract file; `example` is an OpenAPI annotation Ajv does not know.
const ajv = new Ajv({ strict: true, keywords: ['example'] });
const added = new Set<PeerContract>();

/** The contract's component schemas as one JSON schema (`<name>.yaml#/$defs/<Schema>`). */
function addContract(name: PeerContract): Json {
  const document = load(fs.readFileSync(path.join(PROJECT_ROOT, 'openapi', `${name}.yaml`), 'utf8')) as Json;
  if (!added.has(name)) {
    const schemas = (document.components as Json).schemas as Json;
    ajv.addSchema({ $id: `${name}.yaml`, $defs: withLocalRefs(schemas, name) });
    added.add(name);
  }
  return document;
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
  const document = addContract(contract);
  const operation = ((document.paths as Json)[apiPath] as Json | undefined)?.[method] as Json | undefined;
  const content = ((operation?.responses as Json | undefined)?.['200'] as Json | undefined)?.content as Json | undefined;
  const schema = (content?.['application/json'] as Json | undefined)?.schema;
  if (!schema) throw new Error(`openapi/${contract}.yaml has no JSON 200 answer for ${method.toUpperCase()} ${apiPath}`);
  const validate = ajv.compile<T>(withLocalRefs(schema as Json, contract));
  return (body) => (validate(body) ? { value: body } : { problem: describe(validate.errors?.[0]) });
}
