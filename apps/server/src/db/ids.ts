const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be ours is simply not found (never a database error). */
export const isUuid = (value: string) => uuidPattern.test(value);
