import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorResponse } from '@kb/contracts';

function isErrorBody(value: unknown): value is Pick<ErrorResponse, 'message'> {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * The server's own message (already in the requested language) when the error carries one,
 * otherwise undefined so the caller can fall back to its own wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const maybeFetch = error as FetchBaseQueryError;
  if ('status' in maybeFetch && 'data' in maybeFetch) {
    const { data } = maybeFetch;
    if (isErrorBody(data) && data.message.trim()) return data.message;
    if (typeof data === 'string' && data.trim()) return data;
    return undefined;
  }
  const serialized = error as SerializedError;
  return serialized.message || undefined;
}

/** SPEC.md section 8: "<status>: <body text or status text>". */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as FetchBaseQueryError).status;
    const message = serverMessage(error);
    return message ? `${String(status)}: ${message}` : String(status);
  }
  return serverMessage(error) ?? 'Error';
}
