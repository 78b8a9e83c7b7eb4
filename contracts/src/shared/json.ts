/** A JSON object as stored in an event's data or metadata. */
export type JsonObject = { [key: string]: unknown };
