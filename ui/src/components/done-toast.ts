import { toaster } from '../lib/toaster';

/**
 * The notice that something the user asked for is done ("Rate plan saved", with what it was
 * about under it): a success toast they can close.
 */
export function toastDone(title: string, description?: string): void {
  toaster.create({
    type: 'success',
    title,
    ...(description === undefined ? {} : { description }),
    closable: true,
  });
}
