import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MultiImageUploader } from '../../components/multi-image-uploader';
import { NotFoundPage } from '../../components/not-found-page';
import { PageSpinner } from '../../components/page-spinner';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { RoomTypeHeading } from './room-type-heading';
import { useGetRoomTypeQuery, useSetRoomTypeImagesMutation } from './room-types-api';

/** The most images a room type may have (the server's limit). */
const MAX_IMAGES = 30;

/**
 * Route `/p/{slug}/rt/{id}/images` (manage-rooms): a room type's images — upload, drag to
 * reorder (the first is the main image), delete. Each change is saved at once.
 */
export function RoomTypeImagesPage() {
  const { t } = useTranslation('rooms');
  const { slug } = useCurrentHotel();
  const { id = '' } = useParams();
  const roomType = useGetRoomTypeQuery({ slug: slug ?? '', id }, { skip: !slug || !id });
  const [setImages] = useSetRoomTypeImagesMutation();

  if (!slug || httpStatusOf(roomType.error) === 404) return <NotFoundPage />;
  return (
    <Stack gap="6">
      <RoomTypeHeading slug={slug} roomType={roomType.data} note={t('images.note')} />
      {roomType.isLoading ? (
        <PageSpinner />
      ) : !roomType.data ? (
        <QueryError title={t('images.error')} query={roomType} />
      ) : (
        <MultiImageUploader
          slug={slug}
          images={roomType.data.images}
          label={roomType.data.name}
          folder="room-types"
          max={MAX_IMAGES}
          onSave={(images) =>
            setImages({
              slug,
              roomTypeId: id,
              images,
              idempotencyKey: newIdempotencyKey(),
            }).unwrap()
          }
        />
      )}
    </Stack>
  );
}
