import type { Option } from '#contracts/list'

/**
 * ICD-10-CM chapters and their code ranges (database/data/README.md). A pure module shared by
 * the server's chapter filter and the client's columns, form and view.
 */
export const icdChapters: readonly (readonly [number, string])[] = [
  [1, 'A00–B99'],
  [2, 'C00–D49'],
  [3, 'D50–D89'],
  [4, 'E00–E89'],
  [5, 'F01–F99'],
  [6, 'G00–G99'],
  [7, 'H00–H59'],
  [8, 'H60–H95'],
  [9, 'I00–I99'],
  [10, 'J00–J99'],
  [11, 'K00–K95'],
  [12, 'L00–L99'],
  [13, 'M00–M99'],
  [14, 'N00–N99'],
  [15, 'O00–O9A'],
  [16, 'P00–P96'],
  [17, 'Q00–QA0'],
  [18, 'R00–R99'],
  [19, 'S00–T88'],
  [20, 'V00–Y99'],
  [21, 'Z00–Z99'],
  [22, 'U00–U85'],
]

/** The code range of a chapter ('S00–T88'), or null for a number outside 1–22. */
export function chapterRange(chapter: number): string | null {
  return icdChapters.find(([number]) => number === chapter)?.[1] ?? null
}

/** 'Chapter 19 (S00–T88)', the same text as the list's chapter filter. */
export function chapterLabel(chapter: number): string {
  const range = chapterRange(chapter)
  return range ? `Chapter ${chapter} (${range})` : `Chapter ${chapter}`
}

/** The form's chapter choices; the value is the number as text, as the form posts it. */
export const chapterOptions: Option[] = icdChapters.map(([chapter]) => ({
  label: chapterLabel(chapter),
  value: String(chapter),
}))
