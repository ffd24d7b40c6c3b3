import { safeStringify } from '@poppinss/utils/json'

/**
 * The JSON of every response body (config/app.ts `http.serializeJSON`). The framework's default
 * is `safeStringify`, a JavaScript re-implementation of JSON.stringify with a replacer that turns
 * BigInts into strings and cycles into "[Circular]": on a list page it allocated about 100 KB
 * per request and was the largest single source of garbage (issue 12). Our props are plain
 * data, so V8's native JSON.stringify gives the same text; only a value it refuses (a BigInt, a
 * cycle) takes the safe path, with the safe path's result.
 */
export function serializeJSON(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return safeStringify(value)
  }
}
