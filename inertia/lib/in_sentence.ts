/**
 * A title for use inside a sentence: plain capitalised words are lowered ("Program types" →
 * "program types"), acronyms and brand names keep their case ("ICD codes", "WhatsApp templates").
 */
export function inSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
}
