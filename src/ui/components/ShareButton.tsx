import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';

export interface ShareButtonProps {
  title: string;
  text: string;
  /**
   * The page's own address without its query (which may open a drawer, like ?cancel=1): whoever
   * opens it logs in and the server checks their access.
   */
  path: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * 'Share' through the phone's share sheet (Web Share API); where there is none (most desktops) the
 * link is copied instead and the button says so (docs/features/phone.md).
 */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const share = async () => {
    const link = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (error) {
        // The user closing the sheet is an answer, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" data-print-hide="">
      <Button variant="default" onClick={() => void share()}>
        Share
      </Button>
      <Text size="sm" role="status">
        {outcome === 'copied' ? 'Link copied' : outcome === 'failed' ? 'The link could not be copied.' : ''}
      </Text>
    </Group>
  );
}
