import { ErrorResponseImpl } from './responses';

/**
 * Reads the page's data as React Router's server wrote it into the HTML: the turbo-stream v2 format that
 * React Router vendors (its decodeViaTurboStream), a flat JSON array whose entries refer to each other by
 * index. Only what a server render holds is read: the first line, no promises (the site's loaders return
 * their data, never deferred parts), plus React Router's own types (route error responses, errors).
 * site-server/src/core/site/client-runtime-pages.test.ts decodes real pages with it.
 */
const HOLE = -1;
const SPECIAL: Record<number, unknown> = {
  [-2]: NaN,
  [-3]: -Infinity,
  [-4]: -0,
  [-5]: null,
  [-6]: Infinity,
  [-7]: undefined,
};
const ERROR_TYPES = ['EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'];

function errorOf(message: string, type?: string): Error {
  const Constructor = (type && ERROR_TYPES.includes(type) ? globalThis[type as 'TypeError'] : Error) ?? Error;
  return new Constructor(message);
}

export function decodeTurboStream(text: string): unknown {
  const firstLine = text.split('\n', 1)[0]!;
  const values = JSON.parse(firstLine) as unknown[];
  const decoded = new Map<number, unknown>();

  const read = (index: number): unknown => {
    if (index in SPECIAL) return SPECIAL[index];
    if (decoded.has(index)) return decoded.get(index);
    const value = values[index];
    if (!value || typeof value !== 'object') {
      decoded.set(index, value);
      return value;
    }
    if (!Array.isArray(value)) return fill({}, value as Record<string, number>, index);
    if (typeof value[0] !== 'string') {
      const array: unknown[] = [];
      decoded.set(index, array);
      value.forEach((item: number, i) => {
        if (item !== HOLE) array[i] = read(item);
      });
      return array;
    }
    const [type, b, c] = value as [string, unknown, unknown];
    const keep = (result: unknown) => (decoded.set(index, result), result);
    switch (type) {
      case 'D':
        return keep(new Date(b as number));
      case 'U':
        return keep(new URL(b as string));
      case 'B':
        return keep(BigInt(b as string));
      case 'R':
        return keep(new RegExp(b as string, c as string));
      case 'Y':
        return keep(Symbol.for(b as string));
      case 'E':
        return keep(errorOf(b as string, c as string));
      case 'Z':
        return keep(read(b as number));
      case 'S': {
        const set = keep(new Set()) as Set<unknown>;
        for (const item of value.slice(1)) set.add(read(item as number));
        return set;
      }
      case 'M': {
        const map = keep(new Map()) as Map<unknown, unknown>;
        for (let i = 1; i < value.length; i += 2)
          map.set(read(value[i] as number), read(value[i + 1] as number));
        return map;
      }
      case 'N':
        return fill(Object.create(null) as object, b as Record<string, number>, index);
      case 'P':
        throw new Error('Deferred loader data is not supported by the site’s browser runtime.');
      default:
        return keep(
          readRouterType(
            type,
            value.slice(1).map((item) => read(item as number)),
          ),
        );
    }
  };

  const fill = (target: object, encoded: Record<string, number>, index: number) => {
    decoded.set(index, target);
    for (const [key, item] of Object.entries(encoded))
      (target as Record<string, unknown>)[read(Number(key.slice(1))) as string] = read(item);
    return target;
  };

  return read(0);
}

/** React Router's own types in its data (decodeViaTurboStream's plugin). */
function readRouterType(type: string, args: unknown[]): unknown {
  switch (type) {
    case 'ErrorResponse':
      return new ErrorResponseImpl(args[1] as number, args[2] as string, args[0]);
    case 'SanitizedError': {
      const error = errorOf(args[1] as string, args[0] as string);
      error.stack = args[2] as string;
      return error;
    }
    case 'SingleFetchClassInstance':
      return args[0];
    case 'SingleFetchFallback':
      return undefined;
    default:
      throw new SyntaxError(`Unknown type in the page's data: ${type}`);
  }
}
