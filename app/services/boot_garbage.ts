/**
 * One full, memory-reducing collection once the server is ready (it listens by then: a request
 * arriving meanwhile waits for it), before it has served anything.
 *
 * Booting loads and compiles hundreds of modules, and V8 grows the young generation to its
 * largest size (`--max-semi-space-size`, bin/build.ts) while it does: left as it was, the server
 * sat at rest with 32 MB of young generation and the boot's garbage, about 160 MB. Collected
 * once, the young generation shrinks back and grows again only under load, where it pays for
 * itself: about 130 MB at rest after the same warm-up (bench/README.md, issue 12).
 *
 * Needs `--expose-gc` (SERVER_NODE_FLAGS); without it nothing happens and this answers false.
 */
export function collectBootGarbage(collect: NodeJS.GCFunction | undefined = globalThis.gc) {
  if (!collect) return false
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  return true
}
