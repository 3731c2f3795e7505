import { Badge, Button, Card, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { CalendarDays, Crown, Users } from 'lucide-react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { STATUS_LABEL, tourneyDate } from '../../lib/tourney';
import { PlayerName } from '../../ui/PlayerName';
import type { TourneyCard_tourney$key } from './__generated__/TourneyCard_tourney.graphql';
import { useJoinTourney } from './useJoinTourney';

/**
 * SPEC §2 'Tournaments' card: name, participants, creation date, status; a completed tourney shows
 * a crown and its champions. The whole card opens the tourney; 'Join tourney' when the server says
 * the viewer may.
 */
export function TourneyCard(props: { tourney: TourneyCard_tourney$key }) {
  const tourney = useFragment(
    graphql`
      fragment TourneyCard_tourney on Tourney {
        id
        name
        participantCount
        createdAt
        status
        viewerCanJoin
        firstPlace {
          id
          ...PlayerName_player
        }
      }
    `,
    props.tourney,
  );
  const [join, joining] = useJoinTourney();
  const completed = tourney.status === 'COMPLETED';
  const status = tourney.status === '%future added value' ? 'OPEN' : tourney.status;
  return (
    <LinkBox as="article" aria-label={tourney.name}>
      <Card.Root size="sm" _hover={{ borderColor: 'felt.border' }}>
        <Card.Body gap="2">
          <Flex justify="space-between" align="start" gap="2">
            <Heading as="h3" size="md" truncate>
              <LinkOverlay asChild>
                <RouterLink to={`/games/tourney/${encodeURIComponent(tourney.id)}`}>
                  {tourney.name}
                </RouterLink>
              </LinkOverlay>
            </Heading>
            <Badge colorPalette={completed ? 'felt' : status === 'RUNNING' ? 'orange' : 'gray'}>
              {STATUS_LABEL[status]}
            </Badge>
          </Flex>
          <Flex gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            <Flex align="center" gap="1">
              <Users size={14} aria-hidden /> {tourney.participantCount}{' '}
              {tourney.participantCount === 1 ? 'participant' : 'participants'}
            </Flex>
            <Flex align="center" gap="1">
              <CalendarDays size={14} aria-hidden /> {tourneyDate(tourney.createdAt)}
            </Flex>
          </Flex>
          {completed && tourney.firstPlace.length > 0 && (
            <Flex align="center" gap="2" position="relative" zIndex="1">
              <Crown size={18} color="var(--chakra-colors-orange-500)" aria-label="Champion" role="img" />
              <Text fontWeight="medium">
                {tourney.firstPlace.map((p, i) => (
                  <Fragment key={p.id}>
                    {i > 0 && ' & '}
                    <PlayerName player={p} />
                  </Fragment>
                ))}
              </Text>
            </Flex>
          )}
          {tourney.viewerCanJoin && (
            <Button
              alignSelf="flex-start"
              colorPalette="felt"
              minH="11"
              position="relative"
              zIndex="1"
              loading={joining}
              onClick={() => join(tourney.id)}
            >
              Join tourney
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
