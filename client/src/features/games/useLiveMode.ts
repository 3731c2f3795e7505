import { LIVE_MESSAGES } from '@kicker/events/liveRules';
import { lineupProblem } from '@kicker/events/matchRules';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { toaster } from '../../app/toaster';
import { type AddGameForm, chosenPlayers, SUBMIT_REASONS, type TeamId } from '../../lib/addGame';
import type { BellRanges } from '../../lib/bellDetector';
import {
  formWithLiveGame,
  type GoalSource,
  type LiveListening,
  liveStep,
  parseListening,
  showsLiveGame,
  sideOf,
} from '../../lib/liveGame';
import { readLocal, writeLocal } from '../../lib/storage';
import type { useLiveMode_liveGame$key } from './__generated__/useLiveMode_liveGame.graphql';
import type { useLiveMode_location$key } from './__generated__/useLiveMode_location.graphql';
import { useBellGoals } from './useBellGoals';
import { useLiveGame } from './useLiveGame';
import { useLiveGameChanged, useLiveGameChangedFormSubscription } from './useLiveGameChanged';
import { useSpeechGoals } from './useSpeechGoals';

export const LIVE_TEXTS = {
  ended: 'The live game has ended.',
  abandoned: 'Live game abandoned.',
} as const;

// Asked again when a start finds a game already running (someone pressed Live a moment earlier):
// the store then has that game, and this screen joins it.
const useLiveModeLocationsQuery = graphql`
  query useLiveModeLocationsQuery {
    viewer {
      organisation {
        locations {
          ...useLiveMode_location
        }
      }
    }
  }
`;

/**
 * SPEC §4 Live mode on Add Game. On: joins the location's running game, or starts one with the
 * form's lineups; subscribes to the location's game; listens (voice and/or bells, as chosen). While
 * on, the game's lineups and score are the form's (the form is locked), plus and minus are goals and
 * undos, and Submit names the game. Off: unsubscribes and stops listening; the game goes on for the
 * others (abandon ends it for everyone).
 */
export function useLiveMode(props: {
  location: useLiveMode_location$key | null;
  setForm: Dispatch<SetStateAction<AddGameForm>>;
  ranges: BellRanges;
  /** The league's "Start Add Game in live mode": a running game is joined on arrival. */
  defaultLive: boolean;
}) {
  const { setForm } = props;
  const location = useFragment(
    graphql`
      fragment useLiveMode_location on Location {
        id
        name
        liveScoring
        liveGame {
          ...useLiveMode_liveGame
        }
      }
    `,
    props.location,
  );
  const game = useFragment<useLiveMode_liveGame$key>(
    graphql`
      fragment useLiveMode_liveGame on LiveGame {
        id
        mode
        scoreWhites
        scoreBlacks
        viewerCanScore
        whites {
          id
        }
        blacks {
          id
        }
        goals {
          at
          side
          source
        }
      }
    `,
    location?.liveGame ?? null,
  );
  const environment = useRelayEnvironment();
  const commands = useLiveGame();
  const [on, setOn] = useState(false);
  const [listening, setListeningState] = useState<LiveListening>(() =>
    parseListening(readLocal('liveListening')),
  );
  const live = on ? game : null;
  // Set before a submit: the game's end that follows is ours, not news.
  const submitting = useRef(false);

  useLiveGameChanged(on && location ? location.id : null, useLiveGameChangedFormSubscription);

  // defaultLive: arriving where a game runs joins it, once, on screens that offer live mode.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (props.defaultLive && game && location?.liveScoring && isLargeScreen()) setOn(true);
  }, [props.defaultLive, game, location]);

  // Incoming live scores (and the lineups of a joined game) overwrite the form's.
  useEffect(() => {
    if (live) setForm((form) => (showsLiveGame(form, live) ? form : formWithLiveGame(form, live)));
  }, [live, setForm]);

  // Ended elsewhere (submitted, abandoned, gone idle): live mode ends here too, from 0:0 again so
  // the same match is not submitted twice.
  useEffect(() => {
    if (!on || game || submitting.current) return;
    setOn(false);
    setForm((form) => ({ ...form, scoreWhites: '0', scoreBlacks: '0' }));
    toaster.create({ type: 'info', title: LIVE_TEXTS.ended });
  }, [on, game, setForm]);

  const failed = (message: string) => toaster.create({ type: 'error', title: 'Error', description: message });
  const score = (team: TeamId, source: GoalSource) => {
    if (!live?.viewerCanScore) return;
    commands.score(live.id, sideOf(team), source, { done: () => {}, failed });
  };
  const voice = useSpeechGoals(on && listening.voice, (heard) => {
    for (const team of heard.goals) score(team, 'VOICE');
  });
  const bells = useBellGoals(on && listening.bells, props.ranges, (team) => score(team, 'BELL'));

  const undo = () => {
    if (live) commands.undo(live.id, { done: () => {}, failed });
  };
  const stepOf = (team: TeamId, by: 1 | -1) => {
    if (!live) return null;
    const step = liveStep(team, by, live);
    return step?.type === 'score' && !live.viewerCanScore ? null : step;
  };

  /** Joins the running game, else starts one with the form's lineups (they must be complete). */
  const turnOn = (form: AddGameForm) => {
    if (!location) return;
    if (game) return setOn(true);
    const players = chosenPlayers(form);
    const problem =
      lineupProblem(form.mode, players) ??
      (players.some((p) => p === null)
        ? form.mode === 1
          ? SUBMIT_REASONS.chooseTwo
          : SUBMIT_REASONS.chooseFour
        : null);
    if (problem) return toaster.create({ type: 'error', title: problem });
    const lineup = (team: TeamId) => ({
      defense: form.teams[team].defense ?? '',
      offense: form.mode === 2 ? form.teams[team].offense : null,
    });
    commands.start(
      { locationId: location.id, mode: form.mode, whites: lineup('whites'), blacks: lineup('blacks') },
      {
        done: () => setOn(true),
        failed: (message) => {
          if (message !== LIVE_MESSAGES.running) return failed(message);
          // Someone was quicker: fetch their game into the store and join it.
          fetchQuery(environment, useLiveModeLocationsQuery, {}).subscribe({
            complete: () => setOn(true),
            error: () => failed(message),
          });
        },
      },
    );
  };

  return {
    /** Live mode is offered here (SPEC: only where live scoring is on; the screen hides it on phones). */
    offered: Boolean(location?.liveScoring),
    locationId: location?.id ?? null,
    locationName: location?.name ?? '',
    on,
    starting: commands.starting,
    /** The game followed while on. */
    live,
    /** The game running at the location (shown to join while off). */
    running: game,
    turnOn,
    turnOff: () => setOn(false),
    /** What a tap on a side's plus or minus does now (null: nothing, the button is disabled). */
    stepOf,
    step(team: TeamId, by: 1 | -1) {
      const step = stepOf(team, by);
      if (step?.type === 'score') score(team, 'BUTTON');
      if (step?.type === 'undo') undo();
    },
    undo,
    abandon: () => {
      if (!live || !location) return;
      setOn(false);
      commands.abandon(live.id, location.id, {
        done: () => {
          setForm((form) => ({ ...form, scoreWhites: '0', scoreBlacks: '0' }));
          toaster.create({ type: 'info', title: LIVE_TEXTS.abandoned });
        },
        failed,
      });
    },
    abandoning: commands.abandoning,
    listening,
    setListening(next: LiveListening) {
      setListeningState(next);
      writeLocal('liveListening', JSON.stringify(next));
    },
    voice,
    bells,
    /** Call before recording the match: its liveGameId, and the game's end is not news. */
    submitting() {
      submitting.current = true;
      return live?.id ?? null;
    },
    submitFailed() {
      submitting.current = false;
    },
  };
}

export type LiveMode = ReturnType<typeof useLiveMode>;

/** Chakra's lg breakpoint (64em): below it the Live button is hidden (SPEC §2: not on small devices). */
const isLargeScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 64em)').matches;
