import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PlayerFields_organisation$key } from './__generated__/PlayerFields_organisation.graphql';

export interface PlayerFormValues {
  name: string;
  nickname: string;
  imageUrl: string;
  department: string;
  locationId: string;
}

/** A player's name, nickname, department and location (the organisation's), and image. */
export function PlayerFields(props: {
  organisation: PlayerFields_organisation$key;
  form: PlayerFormValues;
  setForm: (f: PlayerFormValues) => void;
}) {
  const { form, setForm } = props;
  const organisation = useFragment(
    graphql`
      fragment PlayerFields_organisation on Organisation {
        departments
        locations {
          id
          name
        }
      }
    `,
    props.organisation,
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root required>
        <Field.Label>Name</Field.Label>
        <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Nickname</Field.Label>
        <Input value={form.nickname} onChange={(e) => setForm({ ...form, nickname: e.target.value })} />
      </Field.Root>
      <Select
        label="Department"
        value={form.department}
        onChange={(department) => setForm({ ...form, department })}
      >
        <option value="">No department</option>
        {[...organisation.departments, GUESTS_DEPARTMENT].map((d) => (
          <option key={d}>{d}</option>
        ))}
      </Select>
      <Select
        label="Location"
        value={form.locationId}
        onChange={(locationId) => setForm({ ...form, locationId })}
      >
        {!form.locationId && <option value="">Choose a location</option>}
        {organisation.locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <Field.Root gridColumn={{ md: 'span 2' }}>
        <Field.Label>Image URL</Field.Label>
        <Input
          type="url"
          value={form.imageUrl}
          onChange={(e) => setForm({ ...form, imageUrl: e.target.value })}
          placeholder="https://…"
        />
      </Field.Root>
    </SimpleGrid>
  );
}

/** A labelled native select, as the players tab's filters and forms use it. */
export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
