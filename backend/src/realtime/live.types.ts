import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@kb/contracts';

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveEvent = keyof ServerToClientEvents;
export type LiveArgs<E extends LiveEvent> = Parameters<ServerToClientEvents[E]>;
export type InstanceEvent = Exclude<keyof InterServerEvents, 'noop'>;
export type InstanceArgs<E extends InstanceEvent> = Parameters<InterServerEvents[E]>;
