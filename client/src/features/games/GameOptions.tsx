import { Button, ButtonGroup, Checkbox, Flex } from '@chakra-ui/react';
import { History, Users } from 'lucide-react';
import type { GameMode } from '../../lib/addGame';

interface GameOptionsProps {
  /** Live mode: the game's mode and lineups are the server's, so nothing here changes them. */
  locked?: boolean;
  mode: GameMode;
  onMode: (mode: GameMode) => void;
  /** Null when no match was recorded on this device yet. */
  onLastMatch: (() => void) | null;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  onTeamSelection: () => void;
}

/** SPEC "Add-stats screen": the mode buttons, 'Last match', 'Guests' and the experimental team selection. */
export function GameOptions(props: GameOptionsProps) {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <ButtonGroup
        size="md"
        attached
        variant="outline"
        colorPalette="felt"
        role="group"
        aria-label="Game mode"
      >
        {([1, 2] as const).map((mode) => (
          <Button
            key={mode}
            minH="11"
            px="3"
            variant={props.mode === mode ? 'solid' : 'outline'}
            aria-pressed={props.mode === mode}
            disabled={props.locked}
            onClick={() => props.onMode(mode)}
          >
            {mode === 1 ? '1vs1' : '2vs2'}
          </Button>
        ))}
      </ButtonGroup>
      <Button
        variant="outline"
        minH="11"
        px="3"
        disabled={!props.onLastMatch || props.locked}
        onClick={() => props.onLastMatch?.()}
      >
        <History /> Last match
      </Button>
      <Checkbox.Root
        minH="11"
        checked={props.showAll}
        onCheckedChange={(e) => props.onShowAll(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Guests</Checkbox.Label>
      </Checkbox.Root>
      <Button
        variant="ghost"
        ms="auto"
        hideBelow="lg"
        disabled={props.locked}
        onClick={props.onTeamSelection}
      >
        <Users /> Experimental Team Selection
      </Button>
    </Flex>
  );
}
