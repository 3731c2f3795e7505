import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type BellRanges,
  countFrequencies,
  detectBells,
  type FrequencyCounts,
  frequencyCountsByLength,
  initialBellState,
  type Team,
} from '../../lib/bellDetector';
import { useAudioAnalysis } from './useAudioAnalysis';

/** How often the page shows the counts: 100 readings a second are far more than anyone can read. */
const REFRESH_MS = 250;

/**
 * The audio recording page's listening (SPEC §2): from entry to leave, the bands heard (counted per
 * reading) and the last bell the configured ranges recognise (the current scorer).
 */
export function useRecording(ranges: BellRanges) {
  const counts = useRef<FrequencyCounts>(new Map());
  const bells = useRef(initialBellState);
  const latestRanges = useRef(ranges);
  latestRanges.current = ranges;
  const scorer = useRef<{ team: Team; at: number } | null>(null);
  const [view, setView] = useState({
    counts: counts.current,
    scorer: scorer.current,
  });

  const status = useAudioAnalysis(true, (tick) => {
    counts.current = countFrequencies(counts.current, tick);
    const heard = detectBells(bells.current, tick, latestRanges.current);
    bells.current = heard.state;
    const team = heard.goals.at(-1);
    if (team) scorer.current = { team, at: Date.now() };
  });

  useEffect(() => {
    const timer = setInterval(() => {
      setView((shown) =>
        shown.counts === counts.current && shown.scorer === scorer.current
          ? shown
          : { counts: counts.current, scorer: scorer.current },
      );
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const groups = useMemo(() => frequencyCountsByLength(view.counts), [view.counts]);
  return {
    status,
    groups,
    scorer: view.scorer,
    reset() {
      counts.current = new Map();
      scorer.current = null;
    },
  };
}
