// Tables keyed by what a user or a file wrote. A plain object literal inherits
// Object.prototype, so looking up a key such as "constructor", "toString" or "__proto__"
// finds a function or the prototype itself instead of nothing, and assigning to "__proto__"
// changes the prototype instead of storing a value. The tables of the core are therefore
// null-prototype objects (for constant tables written as literals) or read and written through
// own-key helpers (for tables that live in state that is copied with spread or structuredClone,
// which gives plain objects back).

/** A null-prototype copy of a table: only the keys it was given are found in it. */
export function dictionary<T>(entries: Readonly<Record<string, T>> = {}): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** The value stored under `key` itself, never one inherited from Object.prototype. */
export function ownValue<T>(table: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Stores a value under any key, "__proto__" included, as an ordinary own property. */
export function setOwn<T>(table: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(table, key, { value, writable: true, enumerable: true, configurable: true });
}
