import { Button } from '@chakra-ui/react';
import { MAX_SCORE } from '@kicker/events/matchRules';
import { useBlocker } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import type { useLiveMode } from './useLiveMode';

/**
 * Issue 28: leaving Add Game while a live game is still being played asks first; the game itself
 * goes on at the table. A game at 6 is being submitted: that leaves without asking. The dialog to
 * render is returned.
 */
export function useLeaveLiveGame(live: ReturnType<typeof useLiveMode>) {
  const game = live.live;
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(game) &&
      game?.scoreWhites !== MAX_SCORE &&
      game?.scoreBlacks !== MAX_SCORE &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <AlertDialog
      open={leaving.state === 'blocked'}
      title="Leave live mode?"
      text={`The game at ${live.locationName} keeps running: come back to Add Game to go on scoring, or abandon it there.`}
      onClose={() => leaving.reset?.()}
      actions={
        <>
          <Button variant="outline" minH="11" onClick={() => leaving.reset?.()}>
            Stay
          </Button>
          <Button colorPalette="felt" minH="11" onClick={() => leaving.proceed?.()}>
            Leave
          </Button>
        </>
      }
    />
  );
}
