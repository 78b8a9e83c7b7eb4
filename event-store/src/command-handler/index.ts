export type { CommandContext } from './command-context';
export { assertNever, defineDecider, foldHistory, newEvent, type Decider, type DeciderEvent, type EventFacts, type NewEvent, type NewEventOptions, type StoredEvent } from './decider';
export { appendEvents, toEnvelope } from './envelope';
export { COMMAND_ATTEMPTS, handleCommand, type CommandOptions, type CommandOutcome, type Decide } from './handle-command';
export { assertSameRequest } from './same-request';
