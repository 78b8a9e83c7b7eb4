import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertSound, type SoundState } from './alert-sound';

/** Sounds while `urgent` is true; `turnOn` is for a click when the browser kept the page silent. */
export function useAlertSound(urgent: boolean): { state: SoundState; turnOn: () => void } {
  const [state, setState] = useState<SoundState>('off');
  const sound = useRef<AlertSound | null>(null);

  useEffect(() => {
    if (typeof AudioContext === 'undefined') return;
    const alarm = new AlertSound(setState);
    sound.current = alarm;
    return () => {
      alarm.close();
      sound.current = null;
    };
  }, []);

  useEffect(() => {
    if (urgent) sound.current?.start();
    else sound.current?.stop();
  }, [urgent]);

  const turnOn = useCallback(() => sound.current?.start(), []);
  return { state, turnOn };
}
