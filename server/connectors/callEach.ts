export interface EachResult<T> {
  /** What each connector that succeeded answered, in the items' order. */
  succeeded: { name: string; value: T }[];
  /** Names of the applications whose call failed or timed out, in the items' order. */
  failed: string[];
}

/** Calls every application (a connector, or anything named) in parallel; one failing never affects the others. */
export async function callEach<I extends { name: string }, T>(
  items: I[],
  call: (item: I) => Promise<T>,
  onError: (name: string, error: unknown) => void = () => {},
): Promise<EachResult<T>> {
  const settled = await Promise.allSettled(items.map((item) => call(item)));
  const result: EachResult<T> = { succeeded: [], failed: [] };
  settled.forEach((outcome, i) => {
    const { name } = items[i];
    if (outcome.status === 'fulfilled') {
      result.succeeded.push({ name, value: outcome.value });
    } else {
      result.failed.push(name);
      onError(name, outcome.reason);
    }
  });
  return result;
}
