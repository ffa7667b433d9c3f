import type { z } from 'zod/mini';

// zod reads every answer (decision 0009). Its generic path costs ~13 µs a link here: each field
// is a payload object, an issues array and three nested calls (nullish = optional(nullable(x))).
// zod's own compiled path needs `eval`, which the app's content security policy refuses. So each
// response schema is also turned, once, into a tree of small closures that read an ordinary answer
// (every field as the schema wants it) the way zod would, and give up on anything else: then zod
// reads the answer itself, and its answer (or its first issue) is the one used. What comes out of
// the closures is what zod gives for the same input, key order aside (pinned by fast-read.test.ts
// over the vendor's samples, the sandbox's data, hostile variants of both, and a table of made-up
// schemas with every kind of part). The closures read zod's internals (`_zod`): zod is pinned, and
// an upgrade must pass that table (decision 0020).

/** The closures' "not an ordinary answer": zod decides. */
const GIVE_UP: unique symbol = Symbol('give up');
type Reader = (value: unknown) => unknown;

interface Internals {
  def: Record<string, unknown> & { type: string; checks?: unknown[] };
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
  traits: Set<string>;
  run: (payload: { value: unknown; issues: unknown[] }, ctx: object) => unknown;
}
const internals = (schema: unknown) => (schema as { _zod: Internals })._zod;

/** zod's own reading of one part of an answer, for the kinds of schema the closures don't know. */
function byZod(schema: unknown): Reader {
  const zod = internals(schema);
  return (value) => {
    const result = zod.run({ value, issues: [] }, { async: false }) as { value: unknown; issues: unknown[] };
    if (result instanceof Promise || result.issues.length > 0) return GIVE_UP;
    return result.value;
  };
}

/** The schema's own checks, where the only one is z.int()'s (the number is its own check). */
function ownIntCheck(zod: Internals): boolean {
  return zod.traits.has('$ZodCheck') && zod.def.check === 'number_format' && zod.def.format === 'safeint' && !zod.def.checks?.length;
}
const hasChecks = (zod: Internals) => Boolean(zod.def.checks?.length) || zod.traits.has('$ZodCheck');

/** A test for a string, number, z.int() or boolean schema with nothing more to it. */
function primitive(schema: unknown): ((v: unknown) => boolean) | undefined {
  const zod = internals(schema);
  if (zod.def.coerce) return undefined;
  switch (zod.def.type) {
    case 'string':
      return hasChecks(zod) ? undefined : (v) => typeof v === 'string';
    case 'boolean':
      return hasChecks(zod) ? undefined : (v) => typeof v === 'boolean';
    case 'number':
      if (!hasChecks(zod)) return (v) => typeof v === 'number' && Number.isFinite(v);
      return ownIntCheck(zod) ? (v) => typeof v === 'number' && Number.isSafeInteger(v) : undefined;
    default:
      return undefined;
  }
}

/** Whether the closures for this schema never write into the value they read. */
function leavesInputAlone(schema: unknown): boolean {
  const def = internals(schema).def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
    case 'enum':
      return true;
    case 'optional':
    case 'nullable':
    case 'catch':
      return leavesInputAlone(def.innerType);
    case 'union':
      return (def.options as unknown[]).every(leavesInputAlone);
    default:
      return false;
  }
}

/** The keys of every object shape met while compiling a response schema (see readAnswer). */
let shapeKeys: Set<string> | null = null;

/** Schemas being compiled: one met again inside itself (a recursive schema) is left to zod there. */
const compiling = new Set<unknown>();

function compile(schema: unknown): Reader {
  if (compiling.has(schema)) return byZod(schema);
  compiling.add(schema);
  try {
    return compileOnce(schema);
  } finally {
    compiling.delete(schema);
  }
}

function compileOnce(schema: unknown): Reader {
  const zod = internals(schema);
  const def = zod.def;
  if (def.coerce) return byZod(schema);
  // A string, number, z.int() or boolean with nothing more to it; with more, zod reads it (default).
  const test = primitive(schema);
  if (test) return (v) => (test(v) ? v : GIVE_UP);
  switch (def.type) {
    case 'unknown':
      if (hasChecks(zod)) return byZod(schema);
      return (v) => v;
    case 'enum': {
      const values = zod.values;
      if (hasChecks(zod) || !values) return byZod(schema);
      return (v) => (values.has(v) ? v : GIVE_UP);
    }
    case 'optional': {
      const inner = def.innerType;
      // z.exactOptional shares the type but takes no undefined; a defaulted inner substitutes.
      if (hasChecks(zod) || zod.traits.has('$ZodExactOptional') || internals(inner).optin === 'defaulted') return byZod(schema);
      // z.nullish(z.string()) and the like, most of an answer's fields: one closure, not three.
      const nullable = internals(inner);
      const leaf = nullable.def.type === 'nullable' && !hasChecks(nullable) ? primitive(nullable.def.innerType) : undefined;
      if (leaf) return (v) => (v === undefined || v === null || leaf(v) ? v : GIVE_UP);
      const read = compile(inner);
      return (v) => (v === undefined ? undefined : read(v));
    }
    case 'nullable': {
      if (hasChecks(zod)) return byZod(schema);
      const read = compile(def.innerType);
      return (v) => (v === null ? null : read(v));
    }
    case 'catch': {
      // A value the inner schema refuses gets the catch's value from zod, not from here.
      if (hasChecks(zod) || !leavesInputAlone(def.innerType)) return byZod(schema);
      const read = compile(def.innerType);
      const caught = byZod(schema);
      return (v) => {
        const out = read(v);
        return out === GIVE_UP ? caught(v) : out;
      };
    }
    case 'pipe': {
      // A codec is a pipe with a decoding step of its own between the two.
      if (hasChecks(zod) || zod.traits.has('$ZodCodec') || def.transform) return byZod(schema);
      const first = compile(def.in);
      const then = compile(def.out);
      return (v) => {
        const mid = first(v);
        return mid === GIVE_UP ? GIVE_UP : then(mid);
      };
    }
    case 'transform': {
      if (hasChecks(zod)) return byZod(schema);
      const transform = def.transform as (value: unknown, payload: { value: unknown; issues: unknown[] }) => unknown;
      return (v) => {
        const payload = { value: v, issues: [] };
        const out = transform(v, payload);
        return out instanceof Promise || payload.issues.length > 0 ? GIVE_UP : out;
      };
    }
    case 'union': {
      const options = def.options as unknown[];
      // Each option reads the value as it came: one that changed it before failing would not.
      if (hasChecks(zod) || def.inclusive === false || !options.every(leavesInputAlone)) return byZod(schema);
      const readers = options.map(compile);
      return (v) => {
        for (const read of readers) {
          const out = read(v);
          if (out !== GIVE_UP) return out;
        }
        return GIVE_UP;
      };
    }
    case 'array': {
      if (hasChecks(zod)) return byZod(schema);
      const read = compile(def.element);
      return (v) => {
        if (!Array.isArray(v)) return GIVE_UP;
        for (let i = 0; i < v.length; i++) {
          const was: unknown = v[i];
          const item = read(was);
          if (item === GIVE_UP) return GIVE_UP;
          if (item !== was) v[i] = item;
        }
        return v;
      };
    }
    case 'record': {
      // z.record(z.string(), z.unknown()) (a fee recipient's `accountable`, in every link with a
      // fee): zod copies every own key and value of a plain object, dropping an own "__proto__";
      // the answer's own object has the same keys and values, unless it has that key.
      const key = internals(def.keyType);
      const value = internals(def.valueType);
      const plain = key.def.type === 'string' && !key.def.coerce && !hasChecks(key) && !key.values && value.def.type === 'unknown' && !hasChecks(value);
      if (hasChecks(zod) || !plain) return byZod(schema);
      return (v) =>
        typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype && !Object.prototype.hasOwnProperty.call(v, '__proto__')
          ? v
          : GIVE_UP;
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const unusual = Object.getOwnPropertySymbols(shape).length > 0 || Object.keys(shape).some((key) => key in Object.prototype);
      if (hasChecks(zod) || def.catchall || unusual) return byZod(schema);
      return objectReader(shape);
    }
    default:
      return byZod(schema);
  }
}

/**
 * As zod's object: every key of the shape the answer has (or that the schema fills in), the
 * shape's reading of each, the answer's other keys dropped. The answer's own object is used, its
 * fields replaced where the reading changed them, unless it has keys the shape does not name:
 * then a new object is made of the shape's keys, as zod makes it.
 */
function objectReader(shape: Record<string, unknown>): Reader {
  for (const key of Object.keys(shape)) shapeKeys?.add(key);
  const fields = Object.keys(shape)
    .filter((key) => key !== '__proto__')
    .map((key) => {
      const zod = internals(shape[key]);
      return { key, read: compile(shape[key]), optin: zod.optin, optout: zod.optout };
    });
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return GIVE_UP;
    const source = input as Record<string, unknown>;
    // JSON.parse makes plain objects: then a key `in` the object is its own (no shape key is a
    // name Object.prototype has, see above, and readAnswer checks nothing was added to it).
    if (Object.getPrototypeOf(source) !== Object.prototype) return GIVE_UP;
    let keys = 0;
    for (const key in source) if (key !== undefined) keys++;
    let named = 0;
    for (let i = 0; i < fields.length; i++) {
      const { key, read, optin, optout } = fields[i]!;
      const was = source[key];
      // JSON has no undefined: a key whose value is undefined is (almost always) absent.
      const present = was !== undefined || key in source;
      if (!present && optout === 'optional' && optin === 'optional') continue;
      const value = read(was);
      if (value === GIVE_UP) {
        if (optin !== undefined && optout === 'optional' && !present) continue;
        return GIVE_UP;
      }
      if (present) {
        named++;
        if (value !== was) source[key] = value;
      } else if (optin === undefined) {
        return GIVE_UP;
      } else if (value !== undefined || (optin === 'defaulted' && optout !== 'optional')) {
        source[key] = value;
      }
    }
    if (keys === named) return source;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const { key } = fields[i]!;
      if (key in source) out[key] = source[key];
    }
    return out;
  };
}

/** What zod's safeParse gives, which is also what comes out of the closures. */
export type Reading<T> = { success: true; data: T } | { success: false; error: z.core.$ZodError<T> };

const compiled = new WeakMap<object, { read: Reader; keys: readonly string[] }>();

function compiledFor(schema: object) {
  let entry = compiled.get(schema);
  if (!entry) {
    shapeKeys = new Set();
    try {
      entry = { read: compile(schema), keys: [...shapeKeys] };
    } catch {
      // A schema the closures cannot be made for: zod reads every answer to it.
      entry = { read: () => GIVE_UP, keys: [] };
    } finally {
      shapeKeys = null;
    }
    compiled.set(schema, entry);
  }
  return entry;
}

/**
 * The schema's reading of an answer, `input` being what JSON.parse made of it: the closures' where
 * they manage it, zod's otherwise, with the same result either way (`{ success, data }` or zod's own
 * `{ success: false, error }`). The closures write their reading into `input` as they go, so zod is
 * handed `again()`: the answer parsed anew.
 */
export function readAnswer<S extends z.ZodMiniType>(schema: S, input: unknown, again: () => unknown): Reading<z.output<S>> {
  const { read, keys } = compiledFor(schema);
  let out: unknown = GIVE_UP;
  try {
    // The closures take a key `in` an object for its own (JSON.parse makes no other): not so if a
    // key was since given to every object (Object.prototype), enumerable or not.
    for (const key in Object.prototype) throw new Error(`Object.prototype has an enumerable ${key}`);
    for (const key of keys) if (key in Object.prototype) throw new Error(`Object.prototype has ${key}`);
    out = read(input);
  } catch {
    // zod reads it below, and throws (or not) as it would have.
  }
  if (out !== GIVE_UP) return { success: true, data: out as z.output<S> };
  return schema.safeParse(again());
}
