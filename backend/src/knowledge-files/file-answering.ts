/**
 * What other contexts may use of knowledge files: the main chat answers a question with an
 * attached file from that file, says so while the file cannot answer, and reads the file's row to
 * record the attachment.
 */
export { unreadyFileReply } from './chat-with-file/unready-file-reply.js';
export { KnowledgeFilesQueries } from './read-model/knowledge-files.queries.js';
