import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * V8's `gc()` for a test that must see what a full collection frees: the test process runs
 * without `--expose-gc`, so the flag is set now and the function taken from a fresh context
 * (the global of the running one is not given it).
 */
export function fullGc(): NodeJS.GCFunction {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as NodeJS.GCFunction
}
