import { useEffect, useRef, useState } from 'react';
import { startAudioAnalysis } from '../../lib/audioAnalysis';
import type { SpectrumTick } from '../../lib/bellDetector';

/** Where listening stands: off, asking for the microphone, listening, or off after a failure. */
export type ListeningStatus = 'off' | 'starting' | 'listening' | 'failed';

/**
 * The audio service while `enabled`: the microphone's spectrum every 10 ms to `onTick` (the latest
 * one given; it may change between renders). SPEC §8: a microphone failure is only logged, and the
 * status says listening is off.
 */
export function useAudioAnalysis(enabled: boolean, onTick: (tick: SpectrumTick) => void): ListeningStatus {
  const [status, setStatus] = useState<ListeningStatus>('off');
  const latest = useRef(onTick);
  latest.current = onTick;
  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    let cancelled = false;
    let stop: (() => void) | null = null;
    setStatus('starting');
    startAudioAnalysis((tick) => latest.current(tick)).then(
      (analysis) => {
        if (cancelled) return analysis.stop();
        stop = analysis.stop;
        setStatus('listening');
      },
      (error: unknown) => {
        console.error('Microphone failure', error);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
  return status;
}
