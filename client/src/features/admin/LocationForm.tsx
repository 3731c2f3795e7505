import { Badge, Button, Field, Flex, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { LocateFixed, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { toaster } from '../../app/toaster';
import { currentPosition, parseLatLong } from '../../lib/geo';
import { WhyDisabled } from '../../ui/WhyDisabled';
import type { LocationForm_location$key } from './__generated__/LocationForm_location.graphql';
import { CameraToken } from './CameraToken';
import { useAddLocation, useRemoveLocation, useUpdateLocation } from './useOrganisationMutations';

/**
 * One location (or, without one, a new location): name, coordinates, camera address, and whether
 * Add Game offers live scoring there (a new location starts with the league's defaultLive).
 */
export function LocationForm(props: {
  orgId: string;
  location?: LocationForm_location$key;
  canEdit: boolean;
  defaultLive?: boolean;
}) {
  const { orgId, canEdit } = props;
  const location = useFragment(
    graphql`
      fragment LocationForm_location on Location {
        id
        name
        lat
        long
        cameraHost
        liveScoring
        cameraToken {
          start
        }
        ...CameraToken_location
      }
    `,
    props.location ?? null,
  );
  const blank = { name: '', lat: '', long: '', cameraHost: '', liveScoring: props.defaultLive ?? false };
  const initial = location
    ? {
        name: location.name,
        lat: location.lat == null ? '' : String(location.lat),
        long: location.long == null ? '' : String(location.long),
        cameraHost: location.cameraHost ?? '',
        liveScoring: location.liveScoring,
      }
    : blank;
  const [form, setForm] = useState(initial);
  const add = useAddLocation();
  const update = useUpdateLocation();
  const remove = useRemoveLocation();
  // Coordinates are optional (issue 28): none, or a point on earth.
  const noCoordinates = form.lat.trim() === '' && form.long.trim() === '';
  const point = parseLatLong(form.lat, form.long);
  const missing = [
    ...(form.name.trim() === '' ? ['Name the location.'] : []),
    ...(noCoordinates || point ? [] : ['Give latitude and longitude, or leave both empty.']),
  ];
  const reasonId = `location-${location?.id ?? 'new'}-missing`;
  const label = location ? location.name : 'New location';

  async function locate() {
    const here = await currentPosition();
    if ('error' in here) return toaster.create({ type: 'error', title: here.error });
    setForm((f) => ({ ...f, lat: here.lat.toFixed(5), long: here.long.toFixed(5) }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (missing.length > 0) return;
    const fields = {
      organisationId: orgId,
      name: form.name.trim(),
      lat: point?.lat ?? null,
      long: point?.long ?? null,
      cameraHost: form.cameraHost.trim() || null,
      liveScoring: form.liveScoring,
    };
    if (location) await update.save({ input: { ...fields, locationId: location.id } });
    else if (await add.save({ input: fields })) setForm(blank);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" borderStyle={location ? 'solid' : 'dashed'}>
        <HStack justify="space-between">
          <Text fontWeight="semibold">{label}</Text>
          <HStack gap="2">
            {location?.liveScoring && <Badge colorPalette="red">Live</Badge>}
            {location?.cameraHost && <Badge colorPalette="felt">Camera</Badge>}
          </HStack>
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Field.Root required disabled={!canEdit} gridColumn={{ base: 'span 2', md: 'span 1' }}>
            <Field.Label>Name</Field.Label>
            <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </Field.Root>
          <Field.Root disabled={!canEdit} invalid={!noCoordinates && point === null}>
            <Field.Label>Latitude</Field.Label>
            <Input
              inputMode="decimal"
              value={form.lat}
              onChange={(e) => setForm({ ...form, lat: e.target.value })}
            />
          </Field.Root>
          <Field.Root disabled={!canEdit} invalid={!noCoordinates && point === null}>
            <Field.Label>Longitude</Field.Label>
            <Input
              inputMode="decimal"
              value={form.long}
              onChange={(e) => setForm({ ...form, long: e.target.value })}
            />
          </Field.Root>
          <Field.Root disabled={!canEdit} gridColumn={{ base: 'span 2', md: 'span 1' }}>
            <Field.Label>Camera address</Field.Label>
            <Input
              placeholder="http://192.168.1.20"
              value={form.cameraHost}
              onChange={(e) => setForm({ ...form, cameraHost: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <Switch.Root
          checked={form.liveScoring}
          disabled={!canEdit}
          onCheckedChange={(e) => setForm({ ...form, liveScoring: e.checked })}
          colorPalette="felt"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Live scoring</Switch.Label>
        </Switch.Root>
        {canEdit && (
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button variant="outline" size="sm" onClick={locate}>
              <LocateFixed size={16} /> Use my location
            </Button>
            {location && (
              <Button
                variant="outline"
                size="sm"
                colorPalette="red"
                loading={remove.busy}
                onClick={() => remove.save({ input: { organisationId: orgId, locationId: location.id } })}
              >
                <Trash2 size={16} /> Remove
              </Button>
            )}
            <Button
              type="submit"
              size="sm"
              colorPalette="felt"
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? reasonId : undefined}
              loading={add.busy || update.busy}
            >
              {location ? (
                'Save location'
              ) : (
                <>
                  <Plus size={16} /> Add location
                </>
              )}
            </Button>
          </Flex>
        )}
        {canEdit && <WhyDisabled id={reasonId} reasons={missing} />}
        {canEdit && location && (location.cameraHost || location.cameraToken) && (
          <CameraToken orgId={orgId} location={location} />
        )}
      </Stack>
    </form>
  );
}
