/** A LIKE pattern matching `needle` anywhere, with LIKE's wildcards and its escape character taken literally. */
export const containsPattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
