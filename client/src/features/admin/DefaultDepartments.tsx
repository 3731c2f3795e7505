import { Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DefaultDepartments_query$key } from './__generated__/DefaultDepartments_query.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useUpdateDefaultDepartments } from './useConfigurationMutations';

/** The installation's department list, for organisations without their own (installation admins). */
export function DefaultDepartments(props: { query: DefaultDepartments_query$key; canEdit: boolean }) {
  const { canEdit } = props;
  const { defaultDepartments } = useFragment(
    graphql`
      fragment DefaultDepartments_query on Query {
        defaultDepartments
      }
    `,
    props.query,
  );
  const [text, setText] = useState(defaultDepartments.join('\n'));
  const { save, busy, error } = useUpdateDefaultDepartments();
  const list = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <AdminCard
      title="Installation departments"
      description="The departments offered by every organisation of this installation that has none of its own. One per line."
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save({ input: { departments: list } });
        }}
      >
        <Stack gap="3">
          <Field.Root disabled={!canEdit}>
            <Field.Label>Departments</Field.Label>
            <Textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
          </Field.Root>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          {canEdit ? (
            <Flex justify="flex-end">
              <Button type="submit" variant="outline" loading={busy}>
                Save departments
              </Button>
            </Flex>
          ) : (
            <AdminsOnlyNote installation />
          )}
        </Stack>
      </form>
    </AdminCard>
  );
}
