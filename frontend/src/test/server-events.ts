import { act } from '@testing-library/react';
import type { ServerToClientEvents } from '@kb/contracts';
import { getSocket } from '../shared/socket';

/**
 * Delivers a server event to the app's socket subscribers as if it had arrived over the wire (the
 * socket is never connected in unit tests).
 */
export function emitServerEvent<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
  const handlers = getSocket().listeners(event) as Array<(...payload: typeof args) => void>;
  if (handlers.length === 0) throw new Error(`Nothing listens to ${event} yet`);
  act(() => handlers.forEach((handler) => handler(...args)));
}
