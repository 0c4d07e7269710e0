import { Alert, List } from '@mantine/core';

/** A search form's problems, one line each, above its Search button; nothing when there are none. */
export function SearchProblems({ problems }: { problems: readonly { field: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" role="alert" title="Please check the search">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p.field}>{p.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
