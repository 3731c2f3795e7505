import {
  Badge,
  Button,
  Checkbox,
  Field,
  Flex,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LocateFixed, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toaster } from '../../app/toaster';
import { currentPosition, parseLatLong } from '../../lib/geo';
import type { OrganisationSectionAddDepartmentMutation } from './__generated__/OrganisationSectionAddDepartmentMutation.graphql';
import type { OrganisationSectionAddLocationMutation } from './__generated__/OrganisationSectionAddLocationMutation.graphql';
import type { OrganisationSectionCreateMutation } from './__generated__/OrganisationSectionCreateMutation.graphql';
import type { OrganisationSectionDetailsMutation } from './__generated__/OrganisationSectionDetailsMutation.graphql';
import type { OrganisationSectionQuery } from './__generated__/OrganisationSectionQuery.graphql';
import type { OrganisationSectionRemoveDepartmentMutation } from './__generated__/OrganisationSectionRemoveDepartmentMutation.graphql';
import type { OrganisationSectionRemoveLocationMutation } from './__generated__/OrganisationSectionRemoveLocationMutation.graphql';
import type { OrganisationSectionUpdateLocationMutation } from './__generated__/OrganisationSectionUpdateLocationMutation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useSave } from './useSave';

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

graphql`
  fragment OrganisationSection_organisation on Organisation {
    id
    name
    isPublic
    logoUrl
    timeZone
    locations {
      id
      name
      lat
      long
      cameraHost
    }
    departments
    ownDepartments
  }
`;

export default function OrganisationSection() {
  const { orgId, canEdit, installationAdmin } = useAdminOrg();
  const data = useLazyLoadQuery<OrganisationSectionQuery>(
    graphql`
      query OrganisationSectionQuery($orgId: ID!) {
        organisation(id: $orgId) {
          ...OrganisationSection_organisation @relay(mask: false)
        }
      }
    `,
    { orgId },
    { fetchPolicy: 'store-and-network' },
  );
  const org = data.organisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  return (
    <Stack gap="4">
      <Details org={org} canEdit={canEdit} />
      <Locations org={org} canEdit={canEdit} />
      <Departments org={org} canEdit={canEdit} />
      {installationAdmin && <NewOrganisation />}
    </Stack>
  );
}

type Org = NonNullable<OrganisationSectionQuery['response']['organisation']>;

function Details({ org, canEdit }: { org: Org; canEdit: boolean }) {
  const [form, setForm] = useState({
    name: org.name,
    isPublic: org.isPublic,
    logoUrl: org.logoUrl ?? '',
    timeZone: org.timeZone,
  });
  const { save, busy } = useSave<OrganisationSectionDetailsMutation>(graphql`
    mutation OrganisationSectionDetailsMutation($input: UpdateOrganisationInput!) {
      updateOrganisation(input: $input) {
        __typename
        ... on UpdateOrganisationPayload { organisation { ...OrganisationSection_organisation } }
        ... on Error { message }
        ... on InputValidationError { issues { message } }
      }
    }
  `);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({
      input: {
        organisationId: org.id,
        name: form.name.trim(),
        isPublic: form.isPublic,
        logoUrl: form.logoUrl.trim() || null,
        timeZone: form.timeZone,
      },
    });
  };
  return (
    <AdminCard
      title="Organisation"
      description="Its name, who can find it, its logo in the top bar, and its clock."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required disabled={!canEdit}>
              <Field.Label>Name</Field.Label>
              <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </Field.Root>
            <Field.Root required disabled={!canEdit}>
              <Field.Label>Time zone</Field.Label>
              <Input
                list="admin-time-zones"
                value={form.timeZone}
                onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
              />
              <datalist id="admin-time-zones">
                {zones().map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </Field.Root>
            <Field.Root disabled={!canEdit}>
              <Field.Label>Logo URL</Field.Label>
              <Input
                type="url"
                placeholder="https://…/logo.png"
                value={form.logoUrl}
                onChange={(e) => setForm({ ...form, logoUrl: e.target.value })}
              />
            </Field.Root>
            <Checkbox.Root
              alignSelf="end"
              pb="2"
              checked={form.isPublic}
              disabled={!canEdit}
              onCheckedChange={(e) => setForm({ ...form, isPublic: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Public: anyone can find it and join</Checkbox.Label>
            </Checkbox.Root>
          </SimpleGrid>
          {canEdit ? (
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="felt" loading={busy} disabled={form.name.trim().length < 2}>
                Save organisation
              </Button>
            </Flex>
          ) : (
            <AdminsOnlyNote />
          )}
        </Stack>
      </form>
    </AdminCard>
  );
}

function Locations({ org, canEdit }: { org: Org; canEdit: boolean }) {
  return (
    <AdminCard
      title="Locations"
      description="Where your tables are. Players are matched to the nearest one; the camera address serves live view and replays."
    >
      {org.locations.length === 0 && <Text color="fg.muted">No locations yet.</Text>}
      {org.locations.map((l) => (
        <LocationForm key={l.id} orgId={org.id} location={l} canEdit={canEdit} />
      ))}
      {canEdit ? <LocationForm orgId={org.id} canEdit /> : <AdminsOnlyNote />}
    </AdminCard>
  );
}

type LocationData = Org['locations'][number];

function LocationForm({
  orgId,
  location,
  canEdit,
}: {
  orgId: string;
  location?: LocationData;
  canEdit: boolean;
}) {
  const blank = { name: '', lat: '', long: '', cameraHost: '' };
  const initial = location
    ? {
        name: location.name,
        lat: String(location.lat),
        long: String(location.long),
        cameraHost: location.cameraHost ?? '',
      }
    : blank;
  const [form, setForm] = useState(initial);
  const add = useSave<OrganisationSectionAddLocationMutation>(
    graphql`
      mutation OrganisationSectionAddLocationMutation($input: AddLocationInput!) {
        addLocation(input: $input) {
          __typename
          ... on AddLocationPayload { organisation { ...OrganisationSection_organisation } }
          ... on Error { message }
          ... on InputValidationError { issues { message } }
        }
      }
    `,
    'Location added',
  );
  const update = useSave<OrganisationSectionUpdateLocationMutation>(graphql`
    mutation OrganisationSectionUpdateLocationMutation($input: UpdateLocationInput!) {
      updateLocation(input: $input) {
        __typename
        ... on UpdateLocationPayload { organisation { ...OrganisationSection_organisation } }
        ... on Error { message }
        ... on InputValidationError { issues { message } }
      }
    }
  `);
  const remove = useSave<OrganisationSectionRemoveLocationMutation>(
    graphql`
      mutation OrganisationSectionRemoveLocationMutation($input: RemoveLocationInput!) {
        removeLocation(input: $input) {
          __typename
          ... on RemoveLocationPayload { organisation { ...OrganisationSection_organisation } }
          ... on Error { message }
        }
      }
    `,
    'Location removed',
  );
  const point = parseLatLong(form.lat, form.long);
  const valid = form.name.trim() !== '' && point !== null;
  const label = location ? location.name : 'New location';

  async function locate() {
    const here = await currentPosition();
    if ('error' in here) return toaster.create({ type: 'error', title: here.error });
    setForm((f) => ({ ...f, lat: here.lat.toFixed(5), long: here.long.toFixed(5) }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!point) return;
    const fields = {
      organisationId: orgId,
      name: form.name.trim(),
      ...point,
      cameraHost: form.cameraHost.trim() || null,
    };
    if (location) await update.save({ input: { ...fields, locationId: location.id } });
    else if (await add.save({ input: fields })) setForm(blank);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" borderStyle={location ? 'solid' : 'dashed'}>
        <HStack justify="space-between">
          <Text fontWeight="semibold">{label}</Text>
          {location?.cameraHost && <Badge colorPalette="felt">Camera</Badge>}
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Field.Root required disabled={!canEdit} gridColumn={{ base: 'span 2', md: 'span 1' }}>
            <Field.Label>Name</Field.Label>
            <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </Field.Root>
          <Field.Root required disabled={!canEdit} invalid={form.lat !== '' && point === null}>
            <Field.Label>Latitude</Field.Label>
            <Input
              inputMode="decimal"
              value={form.lat}
              onChange={(e) => setForm({ ...form, lat: e.target.value })}
            />
          </Field.Root>
          <Field.Root required disabled={!canEdit} invalid={form.long !== '' && point === null}>
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
        {canEdit && (
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button variant="outline" size="sm" onClick={locate}>
              <LocateFixed size={16} /> Use my position
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
              disabled={!valid}
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
      </Stack>
    </form>
  );
}

function Departments({ org, canEdit }: { org: Org; canEdit: boolean }) {
  const [name, setName] = useState('');
  const add = useSave<OrganisationSectionAddDepartmentMutation>(
    graphql`
      mutation OrganisationSectionAddDepartmentMutation($input: AddDepartmentInput!) {
        addDepartment(input: $input) {
          __typename
          ... on AddDepartmentPayload { organisation { ...OrganisationSection_organisation } }
          ... on Error { message }
          ... on InputValidationError { issues { message } }
        }
      }
    `,
    'Department added',
  );
  const remove = useSave<OrganisationSectionRemoveDepartmentMutation>(
    graphql`
      mutation OrganisationSectionRemoveDepartmentMutation($input: RemoveDepartmentInput!) {
        removeDepartment(input: $input) {
          __typename
          ... on RemoveDepartmentPayload { organisation { ...OrganisationSection_organisation } }
          ... on Error { message }
        }
      }
    `,
    'Department removed',
  );
  const inherited = org.ownDepartments.length === 0;
  return (
    <AdminCard
      title="Departments"
      description={
        inherited
          ? "Your organisation has none of its own, so players choose from the installation's list below. Add one to use your own."
          : "Players choose one of these, or 'Guests'."
      }
    >
      <Flex gap="2" wrap="wrap">
        {org.departments.map((d) => (
          <Badge key={d} size="lg" variant={inherited ? 'outline' : 'subtle'} gap="1">
            {d}
            {canEdit && !inherited && (
              <Button
                size="2xs"
                variant="ghost"
                aria-label={`Remove department ${d}`}
                onClick={() => remove.save({ input: { organisationId: org.id, name: d } })}
              >
                <Trash2 size={12} />
              </Button>
            )}
          </Badge>
        ))}
      </Flex>
      {canEdit ? (
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (await add.save({ input: { organisationId: org.id, name: name.trim() } })) setName('');
          }}
        >
          <HStack align="flex-end">
            <Field.Root flex="1">
              <Field.Label>New department</Field.Label>
              <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Engineering" />
            </Field.Root>
            <Button type="submit" colorPalette="felt" disabled={name.trim() === ''} loading={add.busy}>
              Add
            </Button>
          </HStack>
        </form>
      ) : (
        <AdminsOnlyNote />
      )}
    </AdminCard>
  );
}

/** Another office: its creator runs it until it has admins of its own. */
function NewOrganisation() {
  const { showOrganisation } = useAdminOrg();
  const blank = {
    name: '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin',
    isPublic: true,
    location: '',
    lat: '',
    long: '',
  };
  const [form, setForm] = useState(blank);
  const { save, busy, error } = useSave<OrganisationSectionCreateMutation>(
    graphql`
      mutation OrganisationSectionCreateMutation($input: CreateOrganisationInput!) {
        createOrganisation(input: $input) {
          __typename
          ... on CreateOrganisationPayload { organisation { id } }
          ... on Error { message }
          ... on InputValidationError { issues { message } }
        }
      }
    `,
    'Organisation created',
  );
  const point = parseLatLong(form.lat, form.long);
  const valid = form.name.trim().length >= 2 && form.location.trim() !== '' && point !== null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!point) return;
    const created = await save({
      input: {
        name: form.name.trim(),
        isPublic: form.isPublic,
        timeZone: form.timeZone,
        locations: [{ name: form.location.trim(), ...point }],
        departments: [],
      },
    });
    if (created?.organisation) {
      setForm(blank);
      showOrganisation(created.organisation.id);
    }
  };
  return (
    <AdminCard
      title="Another organisation"
      description="For another office of the installation. You run it until it has admins of its own; its players join it in onboarding."
    >
      <form onSubmit={submit} noValidate aria-label="Another organisation">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>Organisation name</Field.Label>
              <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Its time zone</Field.Label>
              <Input
                list="admin-time-zones"
                value={form.timeZone}
                onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>First location</Field.Label>
              <Input value={form.location} onChange={(e) => setForm({ ...form, location: e.target.value })} />
            </Field.Root>
            <SimpleGrid columns={2} gap="3">
              <Field.Root required invalid={form.lat !== '' && point === null}>
                <Field.Label>Its latitude</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.lat}
                  onChange={(e) => setForm({ ...form, lat: e.target.value })}
                />
              </Field.Root>
              <Field.Root required invalid={form.long !== '' && point === null}>
                <Field.Label>Its longitude</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.long}
                  onChange={(e) => setForm({ ...form, long: e.target.value })}
                />
              </Field.Root>
            </SimpleGrid>
          </SimpleGrid>
          <Checkbox.Root
            checked={form.isPublic}
            onCheckedChange={(e) => setForm({ ...form, isPublic: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Public: anyone can find it and join</Checkbox.Label>
          </Checkbox.Root>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="felt" disabled={!valid} loading={busy}>
              Create organisation
            </Button>
          </Flex>
        </Stack>
      </form>
    </AdminCard>
  );
}
