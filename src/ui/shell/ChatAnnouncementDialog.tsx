import { useId } from 'react';
import { Button, Dialog, Group, List, Text, Title } from '@mantine/core';

/** The chat-assistant travel support announcement (docs/product.md#shell shell dialogs). */
export function ChatAnnouncementDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog opened size="lg" role="dialog" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        Notification
      </Title>
      <Text size="sm" mb="xs">
        Effective 15-Sep-2025, AI-powered travel support is available through our chat assistant.
      </Text>
      <List size="sm" spacing={4} mb="xs">
        <List.Item>Business travel queries are answered instantly.</List.Item>
        <List.Item>Queries it cannot resolve lead to raising an F1 query.</List.Item>
      </List>
      <Text size="sm" fw={600}>
        Benefits
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>First touch point for FAQs</List.Item>
        <List.Item>Raising an F1 support ticket</List.Item>
        <List.Item>Easier access to the help deck</List.Item>
      </List>
      <Group justify="flex-end" mt="sm">
        <Button size="compact-sm" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Dialog>
  );
}
