import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from './expense-format';

export function ReportStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}
