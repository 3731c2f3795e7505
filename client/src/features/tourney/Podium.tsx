import { Flex, Stack, Text } from '@chakra-ui/react';
import { Crown, Medal } from 'lucide-react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PlayerName } from '../../ui/PlayerName';
import type { Podium_tourney$key } from './__generated__/Podium_tourney.graphql';

// Issue 28: a completed tourney names its champion on its own page too, as the TV view and the
// list's crown do: first, second and third place (third only when it was played).

const PLACES = [
  {
    key: 'firstPlace',
    label: '1st',
    icon: <Crown size={22} color="var(--chakra-colors-orange-500)" aria-hidden />,
  },
  {
    key: 'secondPlace',
    label: '2nd',
    icon: <Medal size={20} color="var(--chakra-colors-gray-400)" aria-hidden />,
  },
  {
    key: 'thirdPlace',
    label: '3rd',
    icon: <Medal size={20} color="var(--chakra-colors-orange-700)" aria-hidden />,
  },
] as const;

export function Podium(props: { tourney: Podium_tourney$key }) {
  const tourney = useFragment(
    graphql`
      fragment Podium_tourney on Tourney {
        status
        firstPlace {
          id
          ...PlayerName_player
        }
        secondPlace {
          id
          ...PlayerName_player
        }
        thirdPlace {
          id
          ...PlayerName_player
        }
      }
    `,
    props.tourney,
  );
  if (tourney.status !== 'COMPLETED' || tourney.firstPlace.length === 0) return null;
  return (
    <Stack as="section" aria-label="Podium" gap="1" borderWidth="1px" borderRadius="md" p="3">
      {PLACES.map(({ key, label, icon }) => {
        const players = tourney[key];
        if (players.length === 0) return null;
        return (
          <Flex
            key={key}
            align="center"
            gap="3"
            minH="10"
            fontWeight={key === 'firstPlace' ? 'bold' : undefined}
          >
            {icon}
            <Text as="span" minW="8" color="fg.muted">
              {label}
            </Text>
            <Text as="span" flex="1" truncate fontSize={key === 'firstPlace' ? 'lg' : 'md'}>
              {players.map((p, i) => (
                <Fragment key={p.id}>
                  {i > 0 && ' & '}
                  <PlayerName player={p} />
                </Fragment>
              ))}
            </Text>
          </Flex>
        );
      })}
    </Stack>
  );
}
