import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_MB, imageFileProblem, useUploadImageMutation } from '../lib/images-api';
import { errorMessageOf, fieldErrorsOf } from '../lib/problem';
import { toaster } from '../lib/toaster';

interface ImageListOptions {
  slug: string;
  /** The saved images (paths), in display order. */
  images: readonly string[];
  /** Saves a new list; a rejection (the RTK Query error) is shown and the list goes back. */
  onSave: (images: string[]) => Promise<unknown>;
  folder: string | undefined;
  max: number;
  disabled: boolean;
}

/**
 * The state of a list of images being edited (./multi-image-uploader.tsx): the order shown
 * (a newer saved list replaces it), saving a new list with its notice, uploading files one by
 * one with the progress, and the problems found (a file's format or size, the server's 422).
 */
export function useImageList({ slug, images, onSave, folder, max, disabled }: ImageListOptions) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<string[]>(() => [...images]);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [upload] = useUploadImageMutation();

  // A newer saved list (this user elsewhere, or another user) replaces the shown one.
  const savedKey = images.join('\n');
  const [shownFor, setShownFor] = useState(savedKey);
  if (savedKey !== shownFor && !saving && progress === null) {
    setShownFor(savedKey);
    setOrder(savedKey ? savedKey.split('\n') : []);
  }

  const busy = saving || progress !== null || disabled;
  const room = Math.max(0, max - order.length);

  const save = async (next: string[], success: string): Promise<boolean> => {
    const before = order;
    setOrder(next);
    setSaving(true);
    try {
      await onSave(next);
      toaster.create({ type: 'success', title: success, closable: true });
      return true;
    } catch (error) {
      setOrder(before);
      const fieldErrors = Object.values(fieldErrorsOf(error)).flat();
      setProblems(fieldErrors.length > 0 ? fieldErrors : [errorMessageOf(error, t)]);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const addFiles = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    const found: string[] = [];
    const fitting = files.slice(0, room);
    if (files.length > room) found.push(t('imageUpload.full', { max }));
    const valid = fitting.filter((file) => {
      const problem = imageFileProblem(file);
      if (!problem) return true;
      const message =
        problem === 'format'
          ? t('imageUpload.format')
          : t('imageUpload.tooLarge', { max: MAX_IMAGE_MB });
      found.push(t('imageUpload.fileProblem', { name: file.name, message }));
      return false;
    });
    const uploaded: string[] = [];
    setProgress({ done: 0, total: valid.length });
    for (const file of valid) {
      try {
        const { path } = await upload({ slug, file, ...(folder ? { folder } : {}) }).unwrap();
        uploaded.push(path);
      } catch (error) {
        const message = fieldErrorsOf(error).image?.[0] ?? errorMessageOf(error, t);
        found.push(t('imageUpload.fileProblem', { name: file.name, message }));
      }
      setProgress({ done: uploaded.length, total: valid.length });
    }
    setProgress(null);
    setProblems(found);
    if (uploaded.length > 0) {
      await save([...order, ...uploaded], t('imageUpload.uploaded', { count: uploaded.length }));
    }
  };

  return { order, saving, progress, problems, setProblems, busy, room, save, addFiles };
}
