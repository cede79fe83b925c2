import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from './icons';
import { toaster } from '../lib/toaster';
import {
  type ExportProgress,
  type OnExportProgress,
  downloadFile,
  exportFileName,
} from '../lib/xlsx';
import { useCurrentHotel } from './use-current-hotel';

interface ExportButtonTexts {
  /** The selected rows; none disables the button. */
  count: number;
  /** The button's text (with the count). */
  label: string;
  /** The error notice when the file could not be made. */
  failedMessage: string;
}

/** A workbook of the property, downloaded as `{property}_{date}.xlsx`. */
interface PropertyWorkbook {
  /** Fetches what it needs and writes the workbook, reporting rows written. */
  workbook: (onProgress: OnExportProgress) => Promise<ArrayBuffer>;
  /** The file's name for a property without a name. */
  fallbackName: string;
  /** The file's date: the property's working date unless given. */
  date?: string;
  onExport?: never;
}

/** A file made and downloaded by the caller. */
interface OwnExport {
  /** Fetches what it needs, builds and downloads the file, reporting rows written. */
  onExport: (onProgress: OnExportProgress) => Promise<void>;
  workbook?: never;
}

type ExportButtonProps = ExportButtonTexts & (PropertyWorkbook | OwnExport);

/**
 * The lists' "export to spreadsheet" button: disabled with nothing selected (spec), and while
 * the workbook is written in chunks it shows how far it has come ("1 500 / 10 000 rows",
 * then "writing the file") — the page stays usable meanwhile.
 */
export function ExportButton({ count, label, failedMessage, ...file }: ExportButtonProps) {
  const { t, i18n } = useTranslation('common');
  const { hotel } = useCurrentHotel();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const number = (value: number) =>
    value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'mn-MN');

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      if (file.onExport) {
        await file.onExport(setProgress);
      } else {
        const data = await file.workbook(setProgress);
        const day = file.date ?? hotel?.workingDate ?? '';
        downloadFile(data, exportFileName(hotel?.name ?? '', day, file.fallbackName));
      }
    } catch {
      toaster.create({ type: 'error', title: failedMessage, closable: true });
    } finally {
      setProgress(null);
    }
  };

  const loadingText =
    progress === null
      ? undefined
      : progress.total === 0
        ? t('export.preparing')
        : progress.done >= progress.total
          ? t('export.writing')
          : t('export.progress', { done: number(progress.done), total: number(progress.total) });

  return (
    <Button
      variant="outline"
      flexShrink="0"
      disabled={count === 0}
      loading={progress !== null}
      loadingText={loadingText}
      onClick={() => void run()}
    >
      <ShareIcon />
      {label}
    </Button>
  );
}
