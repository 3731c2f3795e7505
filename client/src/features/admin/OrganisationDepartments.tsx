import { Badge, Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrganisationDepartments_organisation$key } from './__generated__/OrganisationDepartments_organisation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useAddDepartment, useRemoveDepartment } from './useOrganisationMutations';

/** The departments players choose from: the organisation's own, or else the installation's. */
export function OrganisationDepartments(props: {
  organisation: OrganisationDepartments_organisation$key;
  canEdit: boolean;
}) {
  const { canEdit } = props;
  const org = useFragment(
    graphql`
      fragment OrganisationDepartments_organisation on Organisation {
        id
        departments
        ownDepartments
      }
    `,
    props.organisation,
  );
  const [name, setName] = useState('');
  const add = useAddDepartment();
  const remove = useRemoveDepartment();
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
