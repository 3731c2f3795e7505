import { Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { localDay } from '../../lib/seasons';
import type { StatsScopeBar_organisation$key } from './__generated__/StatsScopeBar_organisation.graphql';
import type { StatsScopeBar_query$key } from './__generated__/StatsScopeBar_query.graphql';
import type { StatsScopeBar_season$key } from './__generated__/StatsScopeBar_season.graphql';
import { useStatsScope } from './statsParams';

/**
 * SPEC §2 Season screen: the season selector, the organisation selector (admins and moderators
 * only: the public organisations and their own) and the season's date range, yyyy-MM-dd. Without
 * `query` (a player's profile: the seasons of the player's organisation) there is no organisation
 * selector.
 */
// 44 px high on a phone (a thumb's target), compact on a desktop.
const SELECT_SIZE = { base: 'lg', md: 'sm' } as const;

export function StatsScopeBar(props: {
  query?: StatsScopeBar_query$key | null;
  organisation: StatsScopeBar_organisation$key;
  season: StatsScopeBar_season$key | null;
  /** False on tabs that are not about one season (the rank ladder). */
  withSeason?: boolean;
}) {
  const { setOrg, setSeason } = useStatsScope();
  const query = useFragment(
    graphql`
      fragment StatsScopeBar_query on Query {
        viewer {
          canChooseOrganisation
        }
        organisations(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    props.query ?? null,
  );
  const org = useFragment(
    graphql`
      fragment StatsScopeBar_organisation on Organisation {
        id
        seasons(first: 100) {
          edges {
            node {
              number
            }
          }
        }
      }
    `,
    props.organisation,
  );
  const season = useFragment(
    graphql`
      fragment StatsScopeBar_season on Season {
        number
        startsOn
        endsOn
      }
    `,
    props.season,
  );
  const seasons = org.seasons.edges.map((e) => e.node.number);
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      {props.withSeason !== false && seasons.length > 0 && (
        <Field.Root width="auto" minW="36">
          <Field.Label fontSize="sm">Season</Field.Label>
          <NativeSelect.Root size={SELECT_SIZE}>
            <NativeSelect.Field
              value={season?.number ?? ''}
              onChange={(e) => setSeason(Number(e.target.value))}
            >
              {seasons.map((n) => (
                <option key={n} value={n}>
                  Season {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {query?.viewer?.canChooseOrganisation && (
        <Field.Root width="auto" minW="44">
          <Field.Label fontSize="sm">Organisation</Field.Label>
          <NativeSelect.Root size={SELECT_SIZE}>
            <NativeSelect.Field value={org.id} onChange={(e) => setOrg(e.target.value)}>
              {query.organisations.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {season && (
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" pb="1.5">
          {localDay(season.startsOn)} – {localDay(season.endsOn)}
        </Text>
      )}
    </Flex>
  );
}
