import { ApiError } from './api-client';

/** errorText is what a failed call says to staff: the server's message, or a network hint. */
export function errorText(err: unknown, networkText: string): string {
  if (err instanceof ApiError) return err.status === 0 ? networkText : err.message;
  return networkText;
}

/** fieldErrors are the server's field messages of a failed call, keyed by field. */
export function fieldErrors(err: unknown): Record<string, string[]> {
  return err instanceof ApiError ? err.errors : {};
}
