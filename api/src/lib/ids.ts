// The one way ids are read and written. GraphQL ids are Relay global ids ("DreamEntry:12" in
// base64); REST and URLs use the numeric database id. Anything that is not a well-formed id of the
// expected type reads as -1, which matches no row: a malformed id behaves exactly like a missing one
// (NOT_FOUND or null), never as an error that would tell the two apart.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';

/** The integer key inside a decoded id, or -1 when it is not a positive integer. */
export function databaseIdOf(id: string | number): number {
  const text = String(id);
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : -1;
}

/** The database id inside a global id of `typename`; -1 for anything else. */
export function idOf(typename: string, globalId: string | number): number {
  try {
    const decoded = decodeGlobalID(String(globalId));
    return decoded.typename === typename ? databaseIdOf(decoded.id) : -1;
  } catch {
    return -1;
  }
}

export function globalIdOf(typename: string, id: string | number): string {
  return encodeGlobalID(typename, id);
}
