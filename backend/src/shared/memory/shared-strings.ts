/**
 * One string for each short text a deserialised value names more than once (issue 50: embedded
 * memory). V8's deserializer makes a new string at every place one was written: a term that is
 * both a Map's key and an array's element, a document's id keying three Maps and named by an
 * entry, "active" and the category of every document. A model built from the events held one
 * string for each (the event's), a model restored from its snapshot held up to four: 45 MB of the
 * 150 MB heap after a 50,000-document restore were such copies (a heap snapshot of `bench:start`).
 *
 * Walks plain objects, arrays, Maps and Sets (each once: a shared or cyclic one too), putting one
 * string in every place an equal one was; Maps and Sets are filled again in their order. Other
 * objects (typed arrays, dates) are left alone. Texts longer than `MAX_SHARED` are left as they are:
 * they are rarely repeated, and hashing them costs.
 */
const MAX_SHARED = 256;

export function shareStrings(root: unknown): void {
  const kept = new Map<string, string>();
  const one = (s: string): string => {
    if (s.length > MAX_SHARED) return s;
    const found = kept.get(s);
    if (found !== undefined) return found;
    kept.set(s, s);
    return s;
  };
  const seen = new Set<object>();
  const pending: object[] = [];
  const visit = <T>(value: T): T => {
    if (typeof value === 'string') return one(value) as T;
    if (typeof value !== 'object' || value === null || seen.has(value)) return value;
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
    seen.add(value);
    pending.push(value);
    return value;
  };
  visit(root);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (Array.isArray(object)) {
      for (let i = 0; i < object.length; i++)
        if (typeof object[i] === 'string' || typeof object[i] === 'object') object[i] = visit(object[i]);
    } else if (object instanceof Map) {
      const flat: unknown[] = [];
      object.forEach((value, key) => flat.push(key, value));
      object.clear();
      for (let i = 0; i < flat.length; i += 2) object.set(visit(flat[i]), visit(flat[i + 1]));
    } else if (object instanceof Set) {
      const values = [...object];
      object.clear();
      for (const value of values) object.add(visit(value));
    } else if (isPlain(object)) {
      const fields = object as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        const value = fields[key];
        if (typeof value === 'string' || typeof value === 'object') fields[key] = visit(value);
      }
    }
  }
}

function isPlain(object: object): boolean {
  const prototype = Object.getPrototypeOf(object);
  return prototype === Object.prototype || prototype === null;
}
