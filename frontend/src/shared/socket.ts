import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kb/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The only Socket.IO connection of the app. RTK Query cache lifecycles subscribe to it; components
 * never do. The handshake is authenticated by the session cookie, so the connection follows the
 * signed-in user: `syncSocketUser` (re)connects when the user changes and disconnects on sign-out.
 */
let socket: AppSocket | undefined;
let connectedUserId: string | null = null;
/** Server events received and connections made so far: `keepLive` compares it across a first load. */
let received = 0;
/** Set while `keepLive` attaches a loaded entry's listeners: the count when that entry's load began. */
let catchingUpFrom: number | null = null;

export function getSocket(): AppSocket {
  // Same origin, default path /socket.io; not connected until a user is known.
  if (!socket) {
    socket = io({ withCredentials: true, autoConnect: false });
    socket.onAny(() => void received++);
    socket.on('connect', () => void received++);
  }
  return socket;
}

/** How many server events this tab has received and connections it made: a mark to tell whether any came since. */
export function receivedEvents(): number {
  return received;
}

/**
 * Runs `listen` (which subscribes a cache entry whose data just loaded) so that its `onReconnect`
 * handlers also run at once when server events arrived, or the socket connected, since `mark`,
 * taken when the load began: a push sent while the data was on its way may have reached the tab
 * before its listener existed, or the socket before it connected, and what it changed may not be
 * in the data (the server read it just before). The handlers refetch, which is always right, at
 * worst once too often.
 */
export function listenCatchingUp<T>(mark: number, listen: () => T): T {
  catchingUpFrom = mark;
  try {
    return listen();
  } finally {
    catchingUpFrom = null;
  }
}

export function syncSocketUser(userId: string | null): void {
  const s = getSocket();
  if (userId === null) {
    connectedUserId = null;
    if (s.active || s.connected) s.disconnect();
    return;
  }
  if (userId !== connectedUserId) {
    connectedUserId = userId;
    // A new cookie must reach the server in a fresh handshake.
    if (s.active || s.connected) s.disconnect();
    s.connect();
  } else if (!s.active) {
    // The server closed the connection (it does not reconnect by itself then).
    s.connect();
  }
}

type Handler<E extends keyof ServerToClientEvents> = ServerToClientEvents[E];

/** Subscribes to a server event; returns the unsubscribe function for `cacheEntryRemoved`. */
export function onServerEvent<E extends keyof ServerToClientEvents>(event: E, handler: Handler<E>): () => void {
  const s = getSocket();
  // socket.io's typed overloads do not accept a generic event key, hence the widening cast.
  (s.on as (e: string, h: (...args: never[]) => void) => AppSocket)(event, handler);
  return () => {
    (s.off as (e: string, h: (...args: never[]) => void) => AppSocket)(event, handler);
  };
}

/**
 * Calls `handler` each time the connection comes up after the subscriber was without it: when it
 * comes back after having been lost, and when the first connection lands after the subscriber's
 * data did (a list loaded while the socket was still connecting missed what was pushed meanwhile).
 * Inside `listenCatchingUp`, also once at once when events arrived while the data loaded. The
 * server does not replay missed events, so subscribers refetch what they show.
 */
export function onReconnect(handler: () => void): () => void {
  const s = getSocket();
  if (catchingUpFrom !== null && received !== catchingUpFrom) queueMicrotask(handler);
  let lost = !s.connected;
  const onDisconnect = () => {
    lost = true;
  };
  const onConnect = () => {
    if (lost) handler();
    lost = false;
  };
  s.on('disconnect', onDisconnect);
  s.on('connect', onConnect);
  return () => {
    s.off('disconnect', onDisconnect);
    s.off('connect', onConnect);
  };
}
