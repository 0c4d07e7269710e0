import { Button, FileInput, Group } from '@mantine/core';
import { SCAN_ACCEPT, openScan } from './scan-files';

export interface ScanFieldProps {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The scan already on the record being edited ('' for none). */
  current: string;
  onOpenFailed: (message: string) => void;
}

/** A scan to upload (image or PDF), and the one already stored when a record is edited. */
export function ScanField({ label, file, onFile, current, onOpenFailed }: ScanFieldProps) {
  return (
    <Group align="flex-end" gap="xs">
      <FileInput
        label={label}
        placeholder={current ? 'Keep the current scan' : 'Choose a file'}
        accept={SCAN_ACCEPT}
        value={file}
        onChange={onFile}
        clearable
        maw={260}
      />
      {current && !file && (
        <Button variant="subtle" size="compact-sm" onClick={() => void openScan(current).catch((e: Error) => onOpenFailed(e.message))}>
          Open current scan
        </Button>
      )}
    </Group>
  );
}
