import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_MB } from '../lib/images-api';
import { ImageFileInput } from './image-file-input';
import { UploadIcon } from './image-icons';

interface ImageDropZoneProps {
  /** The images the list holds, and the most it may. */
  count: number;
  max: number;
  disabled: boolean;
  /** The upload under way (files done of all), or null. */
  progress: { done: number; total: number } | null;
  onFiles: (files: File[]) => void;
}

/**
 * Where images are added to a list: files dropped on it, or chosen with its button (several at
 * once); it says the formats, the size allowed and how many the list holds.
 */
export function ImageDropZone({ count, max, disabled, progress, onFiles }: ImageDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [dropping, setDropping] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      layerStyle="dashedTile"
      borderColor={dropping ? 'brand.solid' : 'border'}
      bg={dropping ? 'brand.subtle' : 'bg'}
      p={{ base: '4', md: '6' }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      data-testid="image-drop-zone"
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
        <Box color="brand.solid" hideBelow="sm">
          <UploadIcon boxSize="8" />
        </Box>
        <Stack gap="0.5" flex="1">
          <Text fontWeight="medium">{t('imageUpload.dropHint')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('imageUpload.hint', { max: MAX_IMAGE_MB })} ·{' '}
            {t('imageUpload.count', { count, max })}
          </Text>
        </Stack>
        <Button
          onClick={() => input.current?.click()}
          disabled={disabled}
          loading={progress !== null}
          loadingText={
            progress
              ? t('imageUpload.uploadingCount', { done: progress.done, total: progress.total })
              : undefined
          }
        >
          <UploadIcon />
          {t('imageUpload.add')}
        </Button>
      </Stack>
      <ImageFileInput ref={input} label={t('imageUpload.add')} multiple onFiles={onFiles} />
    </Box>
  );
}
