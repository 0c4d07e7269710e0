import { CloseButton, Group, List, Paper, Text, Title } from '@mantine/core';
import { tint } from '../shared/tint';

/**
 * The chat-assistant travel support announcement (docs/product.md#shell), as an in-page notice at the
 * top of the content: it pushes the page down instead of covering it, and Close hides it for good
 * for this profile (issue 15). A plain region, not role="alert": it is news, not an error.
 */
export function ChatNotice({ onClose }: { onClose: () => void }) {
  return (
    <Paper component="section" aria-label="Chat assistant announcement" withBorder p="sm" mb="md" bg={tint('blue')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h5" mb={4}>
          AI-powered travel support
        </Title>
        <CloseButton aria-label="Close announcement" onClick={onClose} />
      </Group>
      <Text size="sm" mb={4}>
        Effective 15-Sep-2025, AI-powered travel support is available through our chat assistant.
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>Business travel queries are answered instantly.</List.Item>
        <List.Item>Queries it cannot resolve lead to raising an F1 query.</List.Item>
        <List.Item>Benefits: first touch point for FAQs, raising an F1 support ticket, easier access to the help deck.</List.Item>
      </List>
    </Paper>
  );
}
