/**
 * What other contexts may use of knowledge files: the main chat answers a question with an
 * attached file through chat with one file, and reads the file's row to record the attachment.
 */
export { ChatWithFileHandler } from './chat-with-file/chat-with-file.handler.js';
export { KnowledgeFilesQueries } from './read-model/knowledge-files.queries.js';
