import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import {
  csvImportResultSchema,
  productCsvColumns,
  type CsvImportResult,
} from '@shared/catalog/admin-contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../app/api';
import { useAdminSession } from '../../app/auth';
import { notifySaved } from '../../app/form-feedback';
import { uploadWithProgress, UploadError } from './upload-with-progress';
import { t, tCount } from '../../app/i18n';

/** The CSV column that names the product a row updates. */
const idColumn = 'id';

type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number | null }
  | { step: 'importing' }
  | { step: 'done'; result: CsvImportResult }
  | { step: 'failed'; message: string };

interface CsvImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after an import that wrote products. */
  onImported: () => void;
}

/** An import answer, whether the server sent it as a success or inside an error answer. */
function importResultOf(value: unknown): CsvImportResult | null {
  const parsed = csvImportResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function errorResultOf(error: unknown): CsvImportResult | null {
  if (!(error instanceof UploadError)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const direct = importResultOf(body);
  if (direct) return direct;
  const nested = 'error' in body ? (body as { error: unknown }).error : undefined;
  if (typeof nested === 'object' && nested !== null && 'errors' in nested) {
    const errors = csvImportResultSchema.shape.errors.safeParse((nested as { errors: unknown }).errors);
    if (errors.success) return { created: 0, updated: 0, errors: errors.data };
  }
  return null;
}

/**
 * CSV import of product templates: the file goes up with a progress bar, then the server checks every
 * row and imports all of them or none. Refused rows are listed with their row number and reason.
 */
export function CsvImportDialog({ opened, onClose, onImported }: CsvImportDialogProps) {
  const { csrfToken } = useAdminSession();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = state.step === 'uploading' || state.step === 'importing';

  const close = () => {
    abort.current?.abort();
    setFile(null);
    setState({ step: 'idle' });
    onClose();
  };

  const start = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const answer = await uploadWithProgress(
        calls.importCsv,
        { file },
        {
          csrfToken,
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setState({ step: 'uploading', percent: total > 0 ? Math.round((loaded / total) * 100) : null }),
          onSent: () => setState({ step: 'importing' }),
        },
      );
      const result = importResultOf(answer);
      if (!result) {
        setState({ step: 'failed', message: t('admin.catalog.serverGaveAnswerScreenCannotRead') });
        return;
      }
      setState({ step: 'done', result });
      if (result.errors.length === 0) {
        notifySaved(t('admin.catalog.xCreatedXUpdated', result.created, result.updated));
        onImported();
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const result = errorResultOf(error);
      if (result) setState({ step: 'done', result });
      else
        setState({
          step: 'failed',
          message:
            error instanceof ApiError ? error.message : t('admin.common.somethingWentWrongPleaseTryAgain'),
        });
    }
  };

  const result = state.step === 'done' ? state.result : null;
  const refused = result !== null && result.errors.length > 0;
  // A row may have several errors: count the rows.
  const refusedRows = result ? new Set(result.errors.map((rowError) => rowError.row)).size : 0;

  return (
    <Modal opened={opened} onClose={close} title={t('admin.catalog.importProductsCsv')} size="lg">
      <Stack>
        <Text size="sm">
          {t('admin.catalog.oneRowPerProductHeaderRowColumns')} <Code>{productCsvColumns.join(', ')}</Code>
          {t('admin.catalog.empty')} <Code>{idColumn}</Code>{' '}
          {t('admin.catalog.createsProductIdUpdatesProductIfAny')}
        </Text>
        <FileInput
          label={t('admin.catalog.csvFile')}
          placeholder={t('admin.catalog.chooseCsvFile')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setState({ step: 'idle' });
          }}
          disabled={busy}
          clearable
        />
        {state.step === 'uploading' || state.step === 'importing' ? (
          <Stack gap={4}>
            <Progress
              value={state.step === 'uploading' ? (state.percent ?? 100) : 100}
              striped={state.step === 'importing' || state.percent === null}
              animated={state.step === 'importing' || state.percent === null}
              aria-label={t('admin.catalog.importProgress')}
              size="lg"
            />
            <Text size="sm" c="dimmed" role="status">
              {state.step === 'uploading'
                ? t('admin.catalog.uploadingX', state.percent === null ? '…' : ` ${state.percent} %`)
                : t('admin.catalog.checkingImportingRows')}
            </Text>
          </Stack>
        ) : null}
        {state.step === 'failed' ? (
          <Alert color="red" title={t('admin.catalog.nothingWasImported')} role="alert">
            {state.message}
          </Alert>
        ) : null}
        {result && !refused ? (
          <Alert color="teal" title={t('admin.catalog.importFinished')} role="status">
            {tCount(
              result.created,
              'admin.catalog.createdOneXUpdated',
              'admin.catalog.createdOtherXUpdated',
              result.updated,
            )}
          </Alert>
        ) : null}
        {result && refused ? (
          <Alert color="red" title={t('admin.catalog.nothingWasImported')} role="alert">
            <Stack gap="xs">
              <Text size="sm">
                {refusedRows === 1
                  ? t('admin.catalog.n1RowCannotImported')
                  : t('admin.catalog.xRowsCannotImported', refusedRows)}{' '}
                {t('admin.catalog.correctFileImportAgain')}
              </Text>
              <ScrollArea.Autosize mah={260}>
                <Table aria-label={t('admin.catalog.rowsErrors')} withRowBorders>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{t('admin.catalog.row')}</Table.Th>
                      <Table.Th>{t('admin.catalog.error')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.errors.map((rowError, index) => (
                      <Table.Tr key={`${rowError.row}-${index}`}>
                        <Table.Td>{rowError.row === 0 ? t('admin.catalog.header') : rowError.row}</Table.Td>
                        <Table.Td>{rowError.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {result && !refused ? t('admin.catalog.close') : t('admin.common.cancel')}
          </Button>
          <Button onClick={() => void start()} disabled={!file} loading={busy}>
            {t('admin.catalog.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
