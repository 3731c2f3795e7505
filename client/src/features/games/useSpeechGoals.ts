import { useEffect, useRef, useState } from 'react';
import { listenForGoals, speechRecognitionIn } from '../../lib/speechGoals';
import { type HeardGoals, readVoiceKeywords } from '../../lib/voiceKeywords';
import type { ListeningStatus } from '../audio/useAudioAnalysis';

/**
 * SPEC §4 "Voice recognition" while `enabled`: transcripts with a trigger word go to `onHeard`
 * (the keywords from this device's Settings, read when listening starts). `available` is false
 * where the browser has no speech recognition; then nothing listens.
 */
export function useSpeechGoals(enabled: boolean, onHeard: (heard: HeardGoals) => void) {
  const [Recognition] = useState(() =>
    speechRecognitionIn(typeof window === 'undefined' ? undefined : window),
  );
  const [status, setStatus] = useState<ListeningStatus>('off');
  const [lastText, setLastText] = useState<string | null>(null);
  const latest = useRef(onHeard);
  latest.current = onHeard;
  const on = enabled && Recognition !== null;
  useEffect(() => {
    if (!on || !Recognition) {
      setStatus('off');
      return;
    }
    let stopped = false;
    const listening = listenForGoals(Recognition, {
      keywords: () => readVoiceKeywords(localStorage),
      onHeard: (heard) => {
        setLastText(heard.text);
        latest.current(heard);
      },
      // Idle without having been stopped: the recogniser gave up (no permission, no microphone).
      onState: (state) => {
        if (!stopped) setStatus(state === 'running' ? 'listening' : 'failed');
      },
    });
    return () => {
      stopped = true;
      listening.stop();
    };
  }, [on, Recognition]);
  return { available: Recognition !== null, status: on ? status : ('off' as const), lastText };
}
