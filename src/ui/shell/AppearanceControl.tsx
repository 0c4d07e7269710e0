import { useId } from 'react';
import { Box, SegmentedControl, Text, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';

const CHOICES: { label: string; value: MantineColorScheme }[] = [
  { label: 'System', value: 'auto' },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
];

/**
 * 'Appearance: System / Light / Dark' in the More drawer and the profile menu. System follows the
 * device's dark mode; the choice is kept by Mantine's colour-scheme manager in localStorage
 * (docs/features/phone.md).
 */
export function AppearanceControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <Box px="sm" py={4} role="group" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" id={labelId} mb={4}>
        Appearance
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        data={CHOICES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </Box>
  );
}
