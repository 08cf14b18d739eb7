// Per-request batching for fields resolved once per object (a dream's interpretations):
// every call made while one GraphQL result is being resolved joins one load, so a page of dreams
// costs one query per field, not one per dream.
export type BatchLoad<C extends object, V> = (ids: number[], context: C) => Promise<Map<number, V>>;

/** `(context, id) => value`, where all ids asked in the same resolution pass share one `load`. */
export function batchPerRequest<C extends object, V>(load: BatchLoad<C, V>, missing: () => V) {
  const pending = new WeakMap<C, { ids: Set<number>; result: Promise<Map<number, V>> }>();
  return (context: C, id: number): Promise<V> => {
    let batch = pending.get(context);
    if (!batch) {
      const ids = new Set<number>();
      const result = new Promise<Map<number, V>>((resolve, reject) => {
        // setImmediate runs after the microtasks of the current resolution pass, so sibling fields
        // resolved in the same pass share the query.
        setImmediate(() => {
          pending.delete(context);
          load([...ids], context).then(resolve, reject);
        });
      });
      batch = { ids, result };
      pending.set(context, batch);
    }
    batch.ids.add(id);
    return batch.result.then((byId) => byId.get(id) ?? missing());
  };
}
