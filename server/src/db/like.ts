/** `%term%` for LIKE/ILIKE with the term's own wildcards (%, _) and backslashes matched literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
