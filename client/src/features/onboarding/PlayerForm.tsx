import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';
import { LocateFixed } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { currentPosition, nearestLocation } from '../../lib/geo';
import {
  nameProblem,
  type PlayerFormState,
  type PlayerFormValues,
  playerFormProblems,
  playerFormValid,
} from '../../lib/playerForm';
import { WhyDisabled } from '../../ui/WhyDisabled';
import { Form } from '../auth/forms';
import type { PlayerForm_organisations$key } from './__generated__/PlayerForm_organisations.graphql';
import type { PlayerFormNicknameQuery } from './__generated__/PlayerFormNicknameQuery.graphql';

const GUESTS = GUESTS_DEPARTMENT;

interface Props {
  organisations: PlayerForm_organisations$key;
  initial?: Partial<PlayerFormValues>;
  /** Settings edit nickname, location and department only. */
  mode: 'create' | 'edit';
  /** The player's own current nickname (not "taken" by themselves). */
  ownNickname?: string;
  submitLabel: string;
  busy: boolean;
  error?: string | null;
  onSubmit(values: PlayerFormValues): void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** SPEC §5 player form: name, nickname, organisation, location (with auto location) and department. */
export function PlayerForm(props: Props) {
  const organisations = useFragment(
    graphql`
      fragment PlayerForm_organisations on Organisation @relay(plural: true) {
        id
        name
        departments
        locations {
          id
          name
          lat
          long
        }
      }
    `,
    props.organisations,
  );
  const environment = useRelayEnvironment();
  // One organisation, or the one the invitation link brought them to; its only location.
  const firstOrganisation =
    props.initial?.organisationId ?? (organisations.length === 1 ? organisations[0]!.id : '');
  const [state, setState] = useState<PlayerFormState>({
    name: props.initial?.name ?? '',
    nickname: props.initial?.nickname ?? '',
    organisationId: firstOrganisation,
    locationId:
      props.initial?.locationId ?? onlyLocationOf(organisations.find((o) => o.id === firstOrganisation)),
    department: props.initial?.department ?? '',
    nicknameTaken: null,
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const organisation = organisations.find((o) => o.id === state.organisationId);
  const locations = organisation?.locations ?? [];
  const departments = [...new Set([...(organisation?.departments ?? []), GUESTS])];
  const problems = playerFormProblems(state);
  const set = useCallback((patch: Partial<PlayerFormState>) => setState((s) => ({ ...s, ...patch })), []);

  // The server has the last word on nicknames; ask it shortly after typing stops.
  const nicknameFormatProblem = nameProblem(state.nickname, 'Nickname');
  useEffect(() => {
    const nickname = state.nickname.trim();
    if (!state.organisationId || nicknameFormatProblem) return;
    if (props.ownNickname && nickname.toLowerCase() === props.ownNickname.toLowerCase()) {
      set({ nicknameTaken: false });
      return;
    }
    set({ nicknameTaken: null });
    let stale = false;
    const timer = setTimeout(async () => {
      const result = await fetchQuery<PlayerFormNicknameQuery>(
        environment,
        graphql`
          query PlayerFormNicknameQuery($organisationId: ID!, $nickname: String!) {
            nicknameAvailable(organisationId: $organisationId, nickname: $nickname)
          }
        `,
        { organisationId: state.organisationId, nickname },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .catch(() => null);
      // An answer for a nickname typed over in the meantime is ignored.
      if (result && !stale) set({ nicknameTaken: !result.nicknameAvailable });
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [state.nickname, state.organisationId, environment, props.ownNickname, nicknameFormatProblem, set]);

  async function autoLocate() {
    setGeoMessage(null);
    const here = await currentPosition();
    if ('error' in here) return setGeoMessage(here.error);
    const nearest = nearestLocation(locations, here);
    // Coordinates are optional: without any, the location chosen so far stays (issue 28).
    if (!nearest) return setGeoMessage('No location has coordinates yet: pick yours from the list.');
    set({ locationId: nearest.location.id });
    setGeoMessage(`${nearest.location.name} is closest (${nearest.km.toFixed(1)} km away).`);
  }

  const show = (field: keyof typeof problems) => (touched[field] ? problems[field] : null);
  const valid = playerFormValid(state);

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched({ name: true, nickname: true, organisationId: true, locationId: true });
        if (valid) props.onSubmit(state);
      }}
    >
      {props.mode === 'create' && (
        <Field.Root invalid={Boolean(show('name'))} required>
          <Field.Label>Name</Field.Label>
          <Input
            size="lg"
            autoComplete="family-name"
            value={state.name}
            onChange={(e) => set({ name: e.target.value })}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          />
          <Field.ErrorText>{show('name')}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={Boolean(show('nickname') || (state.nicknameTaken && problems.nickname))} required>
        <Field.Label>Nickname</Field.Label>
        <Input
          size="lg"
          autoComplete="nickname"
          value={state.nickname}
          onChange={(e) => set({ nickname: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, nickname: true }))}
        />
        <Field.ErrorText>
          {show('nickname') ?? (state.nicknameTaken ? problems.nickname : null)}
        </Field.ErrorText>
      </Field.Root>
      {props.mode === 'create' && (
        <Field.Root invalid={Boolean(show('organisationId'))} required>
          <Field.Label>Organisation</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={state.organisationId}
              onChange={(e) =>
                set({
                  organisationId: e.target.value,
                  locationId: onlyLocationOf(organisations.find((o) => o.id === e.target.value)),
                  department: '',
                  nicknameTaken: null,
                })
              }
              onBlur={() => setTouched((t) => ({ ...t, organisationId: true }))}
            >
              <option value="">Choose your organization</option>
              {organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{show('organisationId')}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={Boolean(show('locationId'))} required disabled={locations.length === 0}>
        <Field.Label>Location</Field.Label>
        <Flex gap="2" w="full">
          <NativeSelect.Root size="lg" flex="1" disabled={locations.length === 0}>
            <NativeSelect.Field
              value={state.locationId}
              onChange={(e) => set({ locationId: e.target.value })}
              onBlur={() => setTouched((t) => ({ ...t, locationId: true }))}
            >
              <option value="">
                {locations.length ? 'Choose your location' : 'This organization has no locations yet'}
              </option>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="lg"
            variant="outline"
            onClick={autoLocate}
            disabled={locations.length === 0}
            aria-label="Find my nearest location"
          >
            <LocateFixed size={18} />
          </Button>
        </Flex>
        {geoMessage && <Field.HelperText>{geoMessage}</Field.HelperText>}
        <Field.ErrorText>{show('locationId')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          Department{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        </Field.Label>
        <NativeSelect.Root size="lg" disabled={!organisation}>
          <NativeSelect.Field value={state.department} onChange={(e) => set({ department: e.target.value })}>
            <option value="">No department</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {props.error && (
        <Text color="fg.error" role="alert">
          {props.error}
        </Text>
      )}
      <Stack gap="2">
        <Flex gap="3" justify="flex-end" wrap="wrap">
          {props.onCancel && (
            <Button variant="outline" size="lg" onClick={props.onCancel}>
              {props.cancelLabel ?? 'Cancel'}
            </Button>
          )}
          <Button
            type="submit"
            colorPalette="felt"
            size="lg"
            disabled={!valid || props.busy}
            aria-describedby={valid ? undefined : 'player-form-missing'}
            loading={props.busy}
          >
            {props.submitLabel}
          </Button>
        </Flex>
        <WhyDisabled
          id="player-form-missing"
          reasons={valid ? [] : whyNotYet(problems, state.nicknameTaken)}
        />
      </Stack>
    </Form>
  );
}

/** The location of an organisation that has only one (nothing to choose), else none yet. */
function onlyLocationOf(
  organisation: { readonly locations: readonly { readonly id: string }[] } | undefined,
) {
  return organisation?.locations.length === 1 ? organisation.locations[0]!.id : '';
}

/** What keeps the button disabled, as the user can fix it (issue 28: no silent refusal). */
function whyNotYet(problems: Record<string, string | null>, nicknameTaken: boolean | null): string[] {
  const reasons = Object.values(problems).filter((p): p is string => p !== null);
  // The server is still asked whether the nickname is free.
  if (reasons.length === 0 && nicknameTaken === null) return ['Checking the nickname…'];
  return reasons.map((r) => (r.endsWith('.') ? r : `${r}.`));
}
