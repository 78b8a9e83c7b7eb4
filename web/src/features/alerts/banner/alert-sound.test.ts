import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertSound, REPEAT_MS, type SoundState } from './alert-sound';

/** An AudioContext that a browser keeps suspended until `allow` (a click) and counts its beeps. */
function fakeContext(initial: AudioContextState) {
  const node = () => ({ connect: (next: unknown) => next, frequency: { value: 0 }, gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, start: vi.fn(), stop: vi.fn() });
  const context = {
    state: initial,
    currentTime: 0,
    destination: {},
    onstatechange: null as null | (() => void),
    oscillators: 0,
    createOscillator() { this.oscillators += 1; return node(); },
    createGain: node,
    resume: () => new Promise<void>(() => undefined),
    close: () => Promise.resolve(),
    allow() { this.state = 'running'; this.onstatechange?.(); },
  };
  return context;
}

describe('AlertSound', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beeps again every few seconds until stopped', () => {
    const context = fakeContext('running');
    const states: SoundState[] = [];
    const sound = new AlertSound((state) => states.push(state), () => context as unknown as AudioContext);
    sound.start();
    expect(states.at(-1)).toBe('playing');
    const first = context.oscillators;
    expect(first).toBeGreaterThan(0);
    vi.advanceTimersByTime(REPEAT_MS);
    expect(context.oscillators).toBe(first * 2);
    sound.stop();
    vi.advanceTimersByTime(REPEAT_MS * 3);
    expect(context.oscillators).toBe(first * 2);
    expect(states.at(-1)).toBe('off');
  });

  it('says blocked while the browser keeps the page silent, and plays once allowed', () => {
    const context = fakeContext('suspended');
    const states: SoundState[] = [];
    const sound = new AlertSound((state) => states.push(state), () => context as unknown as AudioContext);
    sound.start();
    expect(states.at(-1)).toBe('blocked');
    expect(context.oscillators).toBe(0);
    context.allow();
    expect(states.at(-1)).toBe('playing');
    vi.advanceTimersByTime(REPEAT_MS);
    expect(context.oscillators).toBeGreaterThan(0);
  });
});
