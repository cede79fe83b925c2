import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MultiImageUploader } from '../../components/multi-image-uploader';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useListImagesQuery, useSaveImagesMutation } from './profile-api';
import { ProfileScreen } from './profile-ui';
import { PageIntro } from '../../components/page-intro';

/** The most pictures a property keeps (the server takes up to 50). */
const MAX_IMAGES = 30;

/**
 * Route `/p/{slug}/images` (manage-settings): the property's pictures. Each upload, new order
 * or removal is saved at once (POST /api/hotel/images with the whole list).
 */
export function ImagesPage() {
  const { t } = useTranslation('profile');
  const { slug, hotel } = useCurrentHotel();
  const images = useListImagesQuery({ slug: slug ?? '' }, { skip: !slug });
  const [saveImages] = useSaveImagesMutation();

  return (
    <ProfileScreen tab="images">
      <PageIntro>{t('images.description')}</PageIntro>
      {images.isLoading ? (
        <Skeleton height="48" borderRadius="xl" />
      ) : !images.data || !slug ? (
        <QueryError title={t('images.loadError')} query={images} />
      ) : (
        <Stack gap="4">
          <MultiImageUploader
            slug={slug}
            images={images.data.data}
            label={hotel?.name ?? t('tabs.images')}
            folder="hotel"
            max={MAX_IMAGES}
            onSave={(list) =>
              saveImages({ slug, idempotencyKey: newIdempotencyKey(), images: list }).unwrap()
            }
          />
        </Stack>
      )}
    </ProfileScreen>
  );
}
