export { answerQuestion, type AnswerDeps, type ChatQuestion } from './answer';
export { modelConfigFrom, type ModelConfig } from './model-phrasing';
export { BOLUS_CALCULATOR_POINTER, DOSING_REFUSAL } from './dosing';
export { findPeriod, lastDays, thisWeek, today, type AskedAt, type Period } from './understand/periods';
