import { useState } from 'react';
import { Alert, Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { type ImportEntity, IMPORT_ENTITIES, importColumns } from '../../contract/bulk-import/entities';
import type { ImportMode, ImportReport } from '../../contract/bulk-import/routes';
import { serializeCsv } from '../../domain/csv';
import { ImportProblems } from './ImportProblems';
import { type ExportFormat, type ImportProgress, downloadExport, saveFile, uploadImport } from './bulk-import-api';

type Busy = { mode: ImportMode; progress: ImportProgress } | null;

function progressText({ mode, progress }: NonNullable<Busy>): string {
  if (progress.phase === 'uploading') return `Uploading the file… ${Math.round(progress.sent * 100)}%`;
  return mode === 'check' ? 'Checking every row on the server…' : 'Checking again and importing every row…';
}

/**
 * Import from CSV and export to CSV or XLSX, for the lists of this side of the console the caller's role
 * administers (`entitiesFor`, docs/features/bulk-import.md). A file is checked first (nothing written); Import is offered
 * only once that same file came back clean, and writes every row or none.
 */
export function BulkImportPanel({ entities }: { entities: ImportEntity[] }) {
  const [entity, setEntity] = useState<ImportEntity | undefined>(entities[0]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!entity) return <Text>Your role imports nothing here.</Text>;

  const run = async (mode: ImportMode) => {
    if (!file) return;
    setError(null);
    setBusy({ mode, progress: { phase: 'uploading', sent: 0 } });
    try {
      const answer = await uploadImport(entity, mode, file, (progress) => setBusy({ mode, progress }));
      setReport(answer.Import);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  const exportList = async (format: ExportFormat) => {
    setError(null);
    await downloadExport(entity, format).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  const template = () => saveFile(`${entity}-template.csv`, new Blob([serializeCsv([importColumns(entity)])], { type: 'text/csv;charset=utf-8' }));
  const reset = () => {
    setReport(null);
    setError(null);
  };
  const clean = report !== null && report.mode === 'check' && report.problemcount === 0 && report.rows > 0;

  return (
    <Stack maw={900}>
      <Group align="end" wrap="wrap">
        <Select
          label="List"
          data={entities.map((e) => ({ value: e, label: IMPORT_ENTITIES[e].label }))}
          value={entity}
          allowDeselect={false}
          onChange={(value) => {
            setEntity(value as ImportEntity);
            reset();
          }}
        />
        <Button variant="light" onClick={() => void exportList('csv')} aria-label={`Export CSV of ${IMPORT_ENTITIES[entity].label}`}>
          Export CSV
        </Button>
        <Button variant="light" onClick={() => void exportList('xlsx')} aria-label={`Export XLSX of ${IMPORT_ENTITIES[entity].label}`}>
          Export XLSX
        </Button>
        <Button variant="subtle" onClick={template}>
          Download template
        </Button>
      </Group>
      <Text size="sm">Columns: {importColumns(entity).join(', ')}</Text>
      <FileInput
        label="CSV file to import"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        value={file}
        onChange={(next) => {
          setFile(next);
          reset();
        }}
        clearable
      />
      <Group>
        <Button onClick={() => void run('check')} disabled={!file || busy !== null}>
          Check file
        </Button>
        <Button color="green" onClick={() => void run('import')} disabled={!clean || busy !== null}>
          Import {clean ? `${report.rows} rows` : ''}
        </Button>
      </Group>
      {busy && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {progressText(busy)}
          </Text>
          <Progress
            aria-label="Import progress"
            value={busy.progress.phase === 'uploading' ? busy.progress.sent * 100 : 100}
            animated={busy.progress.phase === 'server'}
          />
        </Stack>
      )}
      {error && (
        <Alert color="red" title="Not imported">
          {error}
        </Alert>
      )}
      {report && report.problemcount > 0 && (
        <Alert color="red" title={`${report.problemcount} problem(s) in ${report.rows} row(s): nothing was imported`}>
          Fix the file and check it again.
        </Alert>
      )}
      {report && report.problemcount === 0 && (
        <Alert color="green" title={report.mode === 'import' ? `${report.imported} row(s) imported` : `${report.rows} row(s) ready to import`}>
          {report.mode === 'import' ? 'Every row was written in one go.' : 'Nothing has been written yet: press Import to write them.'}
        </Alert>
      )}
      {report && report.problemcount > 0 && <ImportProblems report={report} />}
    </Stack>
  );
}
