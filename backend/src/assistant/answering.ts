/**
 * What other contexts use of the answering context: one service that answers a question (the main
 * chat, the public chat and chat with one file each record their question, call it, then record
 * its answer), and the fields every recorded answer has.
 */
export { AnswerQuestion, type AnswerInput } from './answering/answer-question.service.js';
export type { PriorTurn } from './assistant.port.js';
export { answerFields, type AnswerFrom, type PresetAnswer, type QuestionSource, type RecordedAnswer } from './domain/answer-plan.js';
