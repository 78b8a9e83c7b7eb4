/** What the alarm is doing: sounding, kept silent by the browser until a click, or not asked to sound. */
export type SoundState = 'playing' | 'blocked' | 'off';

const BEEP_HZ = 880;
const BEEP_SECONDS = 0.18;
const BEEPS = 3;
/** Three beeps, then a pause; repeated until the alert is answered. */
export const REPEAT_MS = 2_500;

type AudioContextFactory = () => AudioContext;

function playBeeps(context: AudioContext): void {
  const start = context.currentTime;
  for (let index = 0; index < BEEPS; index += 1) {
    const at = start + index * BEEP_SECONDS * 2;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.3, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + BEEP_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + BEEP_SECONDS);
  }
}

/**
 * The urgent alarm: WebAudio beeps, repeated until stopped. A browser that blocks sound until the
 * page has been clicked keeps the context suspended: the state says `blocked` until `start` is
 * called again from a click (the banner's "Turn on sound").
 */
export class AlertSound {
  private context: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private wanted = false;

  constructor(
    private readonly onState: (state: SoundState) => void,
    private readonly createContext: AudioContextFactory = () => new AudioContext(),
  ) {}

  start(): void {
    this.wanted = true;
    const context = (this.context ??= this.createContext());
    context.onstatechange = () => this.report();
    // Resolves only once the browser allows sound (at once, or after a click); never awaited.
    void context.resume().catch(() => undefined);
    if (this.timer === null) {
      this.timer = setInterval(() => this.beep(), REPEAT_MS);
      this.beep();
    }
    this.report();
  }

  stop(): void {
    this.wanted = false;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.report();
  }

  close(): void {
    this.stop();
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private beep(): void {
    if (this.context?.state === 'running') playBeeps(this.context);
  }

  private report(): void {
    if (!this.wanted) return this.onState('off');
    this.onState(this.context?.state === 'running' ? 'playing' : 'blocked');
  }
}
