import { Image, type ImageProps } from '@chakra-ui/react';
import { useImageQuery } from '../lib/images-api';
import type { ImageArgs } from '../lib/thumbnail';

/**
 * An uploaded image of the property, loaded with the session (GET /api/image is for the
 * property's staff only). Until it arrives the box keeps its size and shows its background.
 */
export function PropertyImage({ image, ...props }: { image: ImageArgs } & Omit<ImageProps, 'src'>) {
  const { data } = useImageQuery(image);
  return <Image {...props} {...(data ? { src: data } : {})} />;
}

/**
 * Opens the original image in a new tab: the tab is opened at once (so no pop-up blocker
 * stops it) and shown the image once it has been loaded with the session.
 */
export const openImageInNewTab = async (load: () => Promise<string>): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const dataUrl = await load();
    const blob = await (await fetch(dataUrl)).blob();
    if (tab) tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
