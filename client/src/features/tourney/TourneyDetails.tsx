import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Play, RotateCcw, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { PlayerName } from '../../ui/PlayerName';
import type { TourneyDetails_tourney$key } from './__generated__/TourneyDetails_tourney.graphql';
import { Podium } from './Podium';
import type { useTourneyAdmin } from './useTourneyAdmin';

/**
 * SPEC §2 tab 'Details': how many take part, whether third place is played, the participants in the
 * order they joined; for admins a delete icon per participant and Delete Tourney, Reset Plan and
 * Start Tourney, each offered as the server allows (Tourney.viewerCan…), hidden otherwise.
 */
export function TourneyDetails(props: {
  tourney: TourneyDetails_tourney$key;
  admin: ReturnType<typeof useTourneyAdmin>;
}) {
  const tourney = useFragment(
    graphql`
      fragment TourneyDetails_tourney on Tourney {
        id
        mode
        rank3
        status
        participantCount
        participants {
          id
          displayName
          ...PlayerName_player
        }
        viewerCanStart
        viewerCanReset
        viewerCanDelete
        viewerCanRemoveParticipants
        ...Podium_tourney
      }
    `,
    props.tourney,
  );
  const { admin } = props;
  return (
    <Stack gap="4">
      <Podium tourney={tourney} />
      <Stack gap="1">
        <Text>
          Participants: <b>{tourney.participantCount}</b>
        </Text>
        <Text>
          3rd place?: <b>{tourney.rank3 ? 'TRUE' : 'FALSE'}</b>
        </Text>
        <Text color="fg.muted">{tourney.mode === 2 ? '2vs2' : '1vs1'}</Text>
      </Stack>
      {tourney.participants.length > 0 && (
        <Box as="ol" aria-label="Participants" listStyle="none" m="0" p="0">
          {tourney.participants.map((p, i) => (
            <Flex as="li" key={p.id} align="center" gap="2" minH="11">
              <Text as="span" color="fg.muted" minW="6" textAlign="end" fontVariantNumeric="tabular-nums">
                {i + 1}.
              </Text>
              <Text as="span" flex="1" truncate>
                <PlayerName player={p} />
              </Text>
              {tourney.viewerCanRemoveParticipants && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${p.displayName}`}
                  onClick={() => admin.remove(p)}
                >
                  <Trash2 />
                </IconButton>
              )}
            </Flex>
          ))}
        </Box>
      )}
      <Flex gap="2" wrap="wrap">
        {tourney.viewerCanDelete && (
          <Button
            colorPalette="red"
            variant="outline"
            minH="11"
            loading={admin.busy.deleting}
            onClick={admin.deleteTourney}
          >
            <Trash2 /> Delete Tourney
          </Button>
        )}
        {tourney.viewerCanReset && (
          <Button variant="outline" minH="11" loading={admin.busy.resetting} onClick={admin.reset}>
            <RotateCcw /> Reset Plan
          </Button>
        )}
        {tourney.viewerCanStart && (
          <Button colorPalette="felt" minH="11" loading={admin.busy.launching} onClick={admin.start}>
            <Play /> Start Tourney
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
