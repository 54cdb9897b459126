import { answerCheck, type Checked } from '../contract/peerContracts';
import type { paths } from '../contract/inventory.gen';
import type { INVENTORY_PATHS, InventoryKind, SourceCluster, SourceElement, SourceLocation } from './inventory';

// Checks an inventory answer against openapi/inventory.yaml (its schema, then what a schema cannot
// say: ids listed twice, parents listed, no cycle, unique location names). Each returns the list,
// or a sentence saying what does not fit (the sync then fails whole and changes nothing).

type ElementPath = (typeof INVENTORY_PATHS)[Exclude<InventoryKind, 'cluster' | 'location'>];
type Answer<P extends keyof paths> = paths[P]['get']['responses'][200]['content']['application/json'];
type Parsed<T> = { items: T[] } | { problem: string };

const checks = new Map<string, (body: unknown) => Checked<unknown>>();
function checkAnswer<P extends keyof paths>(path: P, body: unknown): Checked<Answer<P>> {
  let check = checks.get(path);
  if (!check) checks.set(path, (check = answerCheck<Answer<P>>('inventory', 'get', path)));
  return check(body) as Checked<Answer<P>>;
}

/** The answer's items with their names trimmed, or its first problem; an id listed twice is one. */
function itemsOf<P extends keyof paths, T extends SourceElement>(path: P, body: unknown, item: (raw: Answer<P>[number]) => T): Parsed<T> {
  const what = path.slice(1);
  const checked = checkAnswer(path, body);
  if ('problem' in checked) return { problem: `${what}: ${checked.problem}` };
  const items: T[] = [];
  const ids = new Set<string>();
  for (const raw of checked.value) {
    const parsed = item(raw);
    if (ids.has(parsed.id)) return { problem: `${what} id ${parsed.id} is listed twice` };
    ids.add(parsed.id);
    items.push({ ...parsed, name: parsed.name.trim() });
  }
  return { items };
}

export function parseElements(body: unknown, path: ElementPath): Parsed<SourceElement> {
  return itemsOf(path, body, ({ id, name }) => ({ id, name }));
}

export function parseClusters(body: unknown): Parsed<SourceCluster> {
  const parsed = itemsOf('/clusters', body, ({ id, name, parentId }) => ({ id, name, parentId }));
  if ('problem' in parsed) return parsed;
  const parentOf = new Map(parsed.items.map((c) => [c.id, c.parentId]));
  for (const cluster of parsed.items) {
    if (cluster.parentId !== null && !parentOf.has(cluster.parentId)) {
      return { problem: `cluster ${cluster.id} names parent ${cluster.parentId}, which is not listed` };
    }
    // Walking up from each cluster must reach a root: a cycle never does.
    let steps = 0;
    for (let at = cluster.parentId; at !== null; at = parentOf.get(at) ?? null) {
      if (at === cluster.id || ++steps > parsed.items.length) return { problem: `cluster ${cluster.id} is its own ancestor` };
    }
  }
  return parsed;
}

export function parseLocations(body: unknown): Parsed<SourceLocation> {
  const parsed = itemsOf('/locations', body, ({ id, name, latitude, longitude }) => ({ id, name, latitude: latitude ?? null, longitude: longitude ?? null }));
  if ('problem' in parsed) return parsed;
  const names = new Set<string>();
  for (const location of parsed.items) {
    if (names.has(location.name)) return { problem: `two locations are named ${location.name}` };
    names.add(location.name);
  }
  return parsed;
}
