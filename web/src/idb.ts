/**
 * One IndexedDB object store of the page's (saved decks, fetched cards): the database opened once (again after a
 * failure), each request run in a transaction of its own.
 */
export function idbStore(name: string, store: string, options: IDBObjectStoreParameters) {
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> =>
    (db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, options);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        db = null;
        reject(request.error ?? new Error('IndexedDB'));
      };
    }));
  return async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const objects = (await open()).transaction(store, mode).objectStore(store);
    return new Promise((resolve, reject) => {
      const request = act(objects);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
  };
}
