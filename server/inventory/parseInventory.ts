import type { SourceCluster, SourceElement, SourceLocation } from './inventory';

// Checks an inventory answer against openapi/inventory.yaml. Each returns the list, or a sentence
// saying what does not fit (the sync then fails whole and changes nothing).

const MAX_TEXT = 255;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_TEXT;
const isCoordinate = (v: unknown, limit: number): v is number | null | undefined =>
  v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit);

type Parsed<T> = { items: T[] } | { problem: string };

function parseList<T extends SourceElement>(body: unknown, what: string, item: (raw: Record<string, unknown>) => T | null): Parsed<T> {
  if (!Array.isArray(body)) return { problem: `the ${what} are not a list` };
  const items: T[] = [];
  const ids = new Set<string>();
  for (const [index, raw] of body.entries()) {
    const parsed = isObject(raw) && isText(raw.id) && isText(raw.name) ? item(raw) : null;
    if (!parsed) return { problem: `${what} entry ${index} has no valid id and name` };
    if (ids.has(parsed.id)) return { problem: `${what} id ${parsed.id} is listed twice` };
    ids.add(parsed.id);
    items.push({ ...parsed, name: parsed.name.trim() });
  }
  return { items };
}

export function parseElements(body: unknown, what: string): Parsed<SourceElement> {
  return parseList(body, what, (raw) => ({ id: String(raw.id), name: String(raw.name) }));
}

export function parseClusters(body: unknown): Parsed<SourceCluster> {
  const parsed = parseList<SourceCluster>(body, 'clusters', (raw) => {
    if (raw.parentId !== null && raw.parentId !== undefined && !isText(raw.parentId)) return null;
    return { id: String(raw.id), name: String(raw.name), parentId: typeof raw.parentId === 'string' ? raw.parentId : null };
  });
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
  const parsed = parseList<SourceLocation>(body, 'locations', (raw) => {
    if (!isCoordinate(raw.latitude, 90) || !isCoordinate(raw.longitude, 180)) return null;
    return { id: String(raw.id), name: String(raw.name), latitude: raw.latitude ?? null, longitude: raw.longitude ?? null };
  });
  if ('problem' in parsed) return parsed;
  const names = new Set<string>();
  for (const location of parsed.items) {
    if (names.has(location.name)) return { problem: `two locations are named ${location.name}` };
    names.add(location.name);
  }
  return parsed;
}
