// The knowledge-files wording, for the extraction specs in shared/: they register it to check that the
// notes extraction writes (the OCR page cap, the size refusals) read right.
export { FILE_MESSAGES } from '../http/file-messages.js';
