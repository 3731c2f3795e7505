import { Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { currentPosition, parseLatLong } from '../../lib/geo';
import { WhyDisabled } from '../../ui/WhyDisabled';
import { Form } from '../auth/forms';
import { useSetUpLeague } from './useSetUpLeague';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** The first admin of an empty installation sets up the league: organisation, first location, first season. */
export function OrganisationSetup({ onDone }: { onDone(): void }) {
  const today = new Date();
  const [form, setForm] = useState({
    name: '',
    timeZone: browserZone(),
    location: '',
    lat: '',
    long: '',
    startsOn: isoDay(today),
    endsOn: isoDay(new Date(today.getTime() + 90 * DAY)),
  });
  const [error, setError] = useState<string | null>(null);
  const [setUp, settingUp] = useSetUpLeague();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  // Coordinates are optional (issue 28): none, or a point on earth.
  const noCoordinates = form.lat.trim() === '' && form.long.trim() === '';
  const point = parseLatLong(form.lat, form.long);
  const missing = whatIsMissing(form, noCoordinates || point !== null);
  const [locating, setLocating] = useState(false);

  async function locate() {
    setLocating(true);
    const here = await currentPosition();
    setLocating(false);
    if ('error' in here) return setError(here.error);
    set({ lat: here.lat.toFixed(5), long: here.long.toFixed(5) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setUp(
      {
        name: form.name.trim(),
        isPublic: true,
        timeZone: form.timeZone,
        locations: [{ name: form.location.trim(), lat: point?.lat ?? null, long: point?.long ?? null }],
        departments: [],
      },
      {
        startsOn: new Date(`${form.startsOn}T00:00:00`).toISOString(),
        endsOn: new Date(`${form.endsOn}T00:00:00`).toISOString(),
      },
      {
        done: onDone,
        failed: (message, network) =>
          setError(
            network ? 'Setup Failed: There was an error completing your setup. Please try again.' : message,
          ),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <Heading size="lg">Set up your league</Heading>
      <Text role="status" fontWeight="semibold">
        Your account is ready: as the first one here, you run this installation.
      </Text>
      <Text color="fg.muted">
        Name your organisation, its first table and the first season; you can change all of it later. Then
        invite your colleagues with a link.
      </Text>
      <Field.Root required>
        <Field.Label>Organisation name</Field.Label>
        <Input
          size="lg"
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          placeholder="e.g. Acme Munich"
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Time zone</Field.Label>
        <Input
          size="lg"
          list="time-zones"
          value={form.timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
        />
        <datalist id="time-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Field.HelperText>Challenges such as "early game" use this clock.</Field.HelperText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>First location</Field.Label>
        <Input
          size="lg"
          value={form.location}
          onChange={(e) => set({ location: e.target.value })}
          placeholder="e.g. Munich"
        />
      </Field.Root>
      <Stack gap="2">
        <SimpleGrid columns={2} gap="3">
          <Field.Root invalid={!noCoordinates && point === null}>
            <Field.Label>Latitude (optional)</Field.Label>
            <Input
              size="lg"
              inputMode="decimal"
              value={form.lat}
              onChange={(e) => set({ lat: e.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={!noCoordinates && point === null}>
            <Field.Label>Longitude (optional)</Field.Label>
            <Input
              size="lg"
              inputMode="decimal"
              value={form.long}
              onChange={(e) => set({ long: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="md" variant="outline" onClick={locate} loading={locating}>
            <LocateFixed size={18} /> Use my location
          </Button>
          <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
            With coordinates, new players are matched to the nearest table.
          </Text>
        </Flex>
      </Stack>
      <SimpleGrid columns={2} gap="3">
        <Field.Root required>
          <Field.Label>Season starts</Field.Label>
          <Input
            size="lg"
            type="date"
            value={form.startsOn}
            onChange={(e) => set({ startsOn: e.target.value })}
          />
        </Field.Root>
        <Field.Root required invalid={form.startsOn >= form.endsOn}>
          <Field.Label>Season ends</Field.Label>
          <Input
            size="lg"
            type="date"
            value={form.endsOn}
            onChange={(e) => set({ endsOn: e.target.value })}
          />
          <Field.ErrorText>A season must end after it starts</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Stack gap="2" align="flex-end">
        <Button
          type="submit"
          colorPalette="felt"
          size="lg"
          disabled={missing.length > 0}
          loading={settingUp}
          aria-describedby={missing.length > 0 ? 'setup-missing' : undefined}
        >
          Create league
        </Button>
        <WhyDisabled id="setup-missing" reasons={missing} />
      </Stack>
    </Form>
  );
}

/** What still keeps "Create league" disabled, in words (issue 28: a button says why it is disabled). */
function whatIsMissing(
  form: { name: string; location: string; timeZone: string; startsOn: string; endsOn: string },
  coordinatesOk: boolean,
): string[] {
  const missing: string[] = [];
  if (form.name.trim().length < 2) missing.push('Name the organisation (at least 2 characters).');
  if (form.timeZone.trim() === '') missing.push('Choose a time zone.');
  if (form.location.trim() === '') missing.push('Name the first location.');
  if (!coordinatesOk)
    missing.push('Give latitude (−90 to 90) and longitude (−180 to 180), or leave both empty.');
  if (!(form.startsOn < form.endsOn)) missing.push('Let the season end after it starts.');
  return missing;
}
