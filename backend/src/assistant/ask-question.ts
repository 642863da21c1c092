/**
 * What other contexts use of the answering context: the one use case that answers a question and
 * records it (the main chat, the public chat and chat with one file all ask through it).
 */
export { AskQuestionHandler, type AnswerRecorder, type AskQuestion, type FileQuestionRecorded } from './commands/ask-question/ask-question.handler.js';
export { answerFields, type AnswerFrom, type PresetAnswer, type QuestionSource, type RecordedAnswer } from './domain/answer-plan.js';
