import { useRef } from 'react';
import { type BellRanges, detectBells, initialBellState, type Team } from '../../lib/bellDetector';
import { type ListeningStatus, useAudioAnalysis } from '../audio/useAudioAnalysis';

/**
 * SPEC §4 "Audio bell detection" while `enabled`: the black bell scores for blacks, the white bell
 * for whites, each at most once every 5 s (lib/bellDetector). `ranges` are the organisation's
 * configured bands (frequencyBlack, frequencyWhite).
 */
export function useBellGoals(
  enabled: boolean,
  ranges: BellRanges,
  onGoal: (team: Team) => void,
): ListeningStatus {
  const state = useRef(initialBellState);
  const latest = useRef({ ranges, onGoal });
  latest.current = { ranges, onGoal };
  return useAudioAnalysis(enabled, (tick) => {
    const heard = detectBells(state.current, tick, latest.current.ranges);
    state.current = heard.state;
    for (const team of heard.goals) latest.current.onGoal(team);
  });
}
