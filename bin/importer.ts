/**
 * Shared by every entry point: the application root and the importer that loads
 * application files relative to it.
 */
export const APP_ROOT = new URL('../', import.meta.url)

export function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}
