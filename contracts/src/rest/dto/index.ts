// class-validator DTOs for the server's edge; the client uses the plain interfaces.
export {};
export * from './auth.dto.js';
export * from './documents.dto.js';
export * from './conversations.dto.js';
export * from './settings.dto.js';
export * from './knowledge-files.dto.js';
export * from './simple-chat.dto.js';
export * from './admin.dto.js';
export * from './glossary.dto.js';
export * from './saved-items.dto.js';
