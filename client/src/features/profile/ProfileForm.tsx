import { Box, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { formChips, formSummary } from '../../lib/profile';
import type { ProfileForm_player$key } from './__generated__/ProfileForm_player.graphql';
import { ProfileCard } from './ProfileCard';

/** The last 10 matches of the season as W/L chips, newest first, each with the MMR it brought. */
export function ProfileForm(props: { player: ProfileForm_player$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileForm_player on Player @argumentDefinitions(season: { type: "Int" }) {
        form(season: $season, last: 10) {
          won
          change
          playedOn
        }
      }
    `,
    props.player,
  );
  const chips = formChips(p.form);
  return (
    <ProfileCard title="Form">
      <Text color="fg.muted" fontSize="sm">
        {formSummary(p.form)}
        {chips.length > 1 && ' Newest first.'}
      </Text>
      {chips.length > 0 && (
        <Flex as="ol" aria-label="Last matches, newest first" gap="1.5" flexWrap="wrap" listStyleType="none">
          {chips.map((c, i) => (
            <Box
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the chips are positions, newest first
              key={i}
              title={c.label}
              w="11"
              py="1"
              borderRadius="l2"
              borderWidth="1px"
              textAlign="center"
              bg={c.won ? 'green.subtle' : 'red.subtle'}
              color={c.won ? 'green.fg' : 'red.fg'}
              borderColor={c.won ? 'green.muted' : 'red.muted'}
            >
              <Text srOnly>{c.label}</Text>
              <Text fontWeight="bold" lineHeight="1.2" aria-hidden="true">
                {c.letter}
              </Text>
              <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden="true">
                {c.change}
              </Text>
            </Box>
          ))}
        </Flex>
      )}
    </ProfileCard>
  );
}
