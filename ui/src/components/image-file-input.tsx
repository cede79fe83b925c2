import { VisuallyHidden } from '@chakra-ui/react';
import type { Ref } from 'react';
import { IMAGE_ACCEPT } from '../lib/images-api';

/**
 * The hidden file input behind an image's "choose" or "add" button (the button clicks it):
 * SVG, JPEG and PNG only, out of the tab order; the files chosen are handed over and the
 * input emptied, so the same file can be chosen again.
 */
export function ImageFileInput({
  ref,
  label,
  multiple = false,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  /** The input's accessible name. */
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <VisuallyHidden>
      <input
        ref={ref}
        type="file"
        multiple={multiple}
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
    </VisuallyHidden>
  );
}
