import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { type GameMode, TEAM_LABEL, type TeamId, type Teams } from '../../lib/addGame';
import { truncateName } from '../../lib/names';
import { positionOf, type RankedPlayer, type SortBy } from '../../lib/playerSelection';
import type { Layout } from './PlayerSelectionVotes';

interface SelectionListProps {
  team: TeamId;
  /** Names are cut at this many characters (SPEC: 12 in Single, 20 in Double). */
  max: number;
  players: readonly RankedPlayer[];
  teams: Teams;
  mode: GameMode;
  layout: Layout;
  sortBy: SortBy;
  onPick: (team: TeamId, playerId: string) => void;
}

/** Every player as a button that puts them into `team`, with the position they have there. */
export function SelectionList(props: SelectionListProps) {
  const { team, layout, mode } = props;
  return (
    <Stack gap="1" as="ul" role="list" aria-label={TEAM_LABEL[team]}>
      {props.players.map((p) => {
        const at = positionOf(props.teams, mode, p.id);
        const mine = at?.team === team;
        return (
          <Box as="li" key={p.id} listStyleType="none">
            <Button
              w="full"
              justifyContent="space-between"
              variant={mine ? 'solid' : 'ghost'}
              colorPalette={mine ? 'felt' : 'gray'}
              aria-pressed={mine}
              onClick={() => props.onPick(team, p.id)}
            >
              <Text as="span" truncate>
                {truncateName(p.name, props.max)}
              </Text>
              <Text as="span" ms="auto" me="2" fontSize="xs" opacity="0.75">
                {sortDetail(p, props.sortBy, mode)}
              </Text>
              {at && (layout === 'single' || mine) && (
                <Badge variant={mine ? 'surface' : 'outline'} size="sm">
                  {layout === 'single' && !mine ? `${TEAM_LABEL[at.team]} ` : ''}
                  {at.tag}
                </Badge>
              )}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
}

/** What the chosen sort looks at, shown small beside the name (nothing when sorting by name). */
function sortDetail(p: RankedPlayer, sortBy: SortBy, mode: GameMode): string {
  if (sortBy === 'mmr') return String((mode === 1 ? p.mmrOneOnOne : p.mmrTwoOnTwo) ?? 0);
  if (sortBy === 'lastPlayed')
    return p.lastPlayedOn
      ? new Date(p.lastPlayedOn).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
      : '–';
  return '';
}
