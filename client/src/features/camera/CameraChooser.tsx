import { Field, NativeSelect } from '@chakra-ui/react';
import type { CameraChoice } from './useCameraChoice';

/** The organisation's cameras to choose from; nothing when it has only one. */
export function CameraChooser({
  choice,
  onChoose,
}: {
  choice: CameraChoice;
  onChoose?: (id: string) => void;
}) {
  const { cameras, chosen } = choice;
  const choose = onChoose ?? choice.choose;
  if (cameras.length < 2 || !chosen) return null;
  return (
    <Field.Root maxW={{ md: '64' }}>
      <Field.Label>Camera</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={chosen.id} onChange={(e) => choose(e.target.value)}>
          {cameras.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
