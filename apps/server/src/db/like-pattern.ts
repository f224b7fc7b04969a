/** The user's text for a LIKE pattern, with their own %, _ and \ taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** `%text%`: rows containing the text. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
