import { Button, Center, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_MB, imageFileProblem, useUploadImageMutation } from '../lib/images-api';
import { errorMessageOf, fieldErrorsOf } from '../lib/problem';
import { FieldErrorText } from './form-field';
import { ImageFileInput } from './image-file-input';
import { ImageIcon, UploadIcon } from './image-icons';
import { TrashIcon } from './icons';
import { PropertyImage } from './property-image';
import { QuietButton } from './quiet-button';
import { thumbnail } from '../lib/thumbnail';

export interface ImageUploaderProps {
  /** The property the image belongs to (its slug). */
  slug: string;
  /** The image's path as saved, or null when there is none. */
  value: string | null;
  /**
   * A new image was uploaded (its path) or the image was removed (null). Nothing is saved
   * here: the caller keeps the path in its form and saves it with its command.
   */
  onChange: (path: string | null) => void;
  /** The field's label ("Logo", "QR code"), also the image's accessible name. */
  label: string;
  /** Folder hint for the stored path ("hotel", "banks"). */
  folder?: string;
  /** The server's messages for this field (422 of the caller's command), shown under it. */
  errors?: readonly string[] | undefined;
  /** Width and height of the preview, in pixels (default 120). */
  size?: number;
  /** `crop` shows a filled square (photos); `fit` the whole image (logos, QR codes). */
  mode?: 'crop' | 'fit';
  /** Offer a remove button (default true). */
  removable?: boolean;
  disabled?: boolean;
}

/**
 * One image field: a preview, "choose" (or "replace") and "remove". Only SVG, JPEG and PNG up
 * to 5 MB are sent (the server checks the bytes again and its 422 message is shown here).
 */
export function ImageUploader({
  slug,
  value,
  onChange,
  label,
  folder,
  errors,
  size = 120,
  mode = 'crop',
  removable = true,
  disabled = false,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [upload, { isLoading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const local = imageFileProblem(file);
    if (local) {
      setProblem(
        local === 'format'
          ? t('imageUpload.format')
          : t('imageUpload.tooLarge', { max: MAX_IMAGE_MB }),
      );
      return;
    }
    try {
      const { path } = await upload({ slug, file, ...(folder ? { folder } : {}) }).unwrap();
      onChange(path);
    } catch (error) {
      setProblem(fieldErrorsOf(error).image?.[0] ?? errorMessageOf(error, t));
    }
  };

  const messages = [...(problem ? [problem] : []), ...(errors ?? [])];
  return (
    <Field.Root invalid={messages.length > 0} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center">
        <Center
          w={`${size}px`}
          h={`${size}px`}
          flexShrink="0"
          borderWidth="1px"
          borderStyle={value ? 'solid' : 'dashed'}
          borderRadius="lg"
          bg="bg.subtle"
          overflow="hidden"
          color="fg.subtle"
        >
          {value ? (
            <PropertyImage
              image={thumbnail(value, size * 2, size * 2, mode)}
              alt={label}
              w="full"
              h="full"
              objectFit={mode === 'crop' ? 'cover' : 'contain'}
            />
          ) : (
            <Stack align="center" gap="1">
              <ImageIcon boxSize="6" />
              <Text fontSize="xs">{t('imageUpload.none')}</Text>
            </Stack>
          )}
        </Center>
        <Stack gap="2" align="flex-start">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={isLoading}
              loadingText={t('imageUpload.uploading')}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              <UploadIcon />
              {value ? t('imageUpload.replace') : t('imageUpload.choose')}
            </Button>
            {value && removable ? (
              <QuietButton
                colorPalette="red"
                disabled={disabled || isLoading}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <TrashIcon />
                {t('imageUpload.remove')}
              </QuietButton>
            ) : null}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('imageUpload.hint', { max: MAX_IMAGE_MB })}
          </Text>
        </Stack>
      </HStack>
      <ImageFileInput ref={input} label={label} onFiles={([file]) => void choose(file)} />
      {messages.length > 0 ? <FieldErrorText errors={messages} /> : null}
    </Field.Root>
  );
}
