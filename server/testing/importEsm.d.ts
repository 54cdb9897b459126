export function importEsm<T>(specifier: string): Promise<T>;
