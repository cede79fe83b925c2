import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckboxItem } from '../../components/checkbox-item';
import { FormAlert } from '../../components/form-alert';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { RoomTypeHeading } from './room-type-heading';
import {
  type AmenityCategory,
  type RoomType,
  useGetRoomTypeQuery,
  useListAmenityCategoriesQuery,
  useSetAmenitiesMutation,
} from './room-types-api';
import { toastDone } from '../../components/done-toast';

/**
 * Route `/p/{slug}/rt/{id}/amenities` (manage-rooms): what a room type offers, chosen from the
 * amenity catalogue by category, saved as a whole.
 */
export function RoomTypeAmenitiesPage() {
  const { t, i18n } = useTranslation('rooms');
  const { slug } = useCurrentHotel();
  const { id = '' } = useParams();
  const roomType = useGetRoomTypeQuery({ slug: slug ?? '', id }, { skip: !slug || !id });
  const categories = useListAmenityCategoriesQuery(
    { slug: slug ?? '', language: i18n.resolvedLanguage ?? 'mn' },
    { skip: !slug },
  );

  if (!slug || httpStatusOf(roomType.error) === 404) return <NotFoundPage />;
  const failed =
    (!roomType.isLoading && !roomType.data) || (!categories.isLoading && !categories.data);
  return (
    <Stack gap="6">
      <RoomTypeHeading slug={slug} roomType={roomType.data} note={t('amenities.note')} />
      {roomType.data && categories.data ? (
        <AmenitiesForm
          key={roomType.data.id}
          slug={slug}
          roomType={roomType.data}
          categories={categories.data.data}
        />
      ) : failed ? (
        <QueryError
          title={t('amenities.error')}
          error={roomType.error ?? categories.error}
          onRetry={() => {
            void roomType.refetch();
            void categories.refetch();
          }}
          retrying={roomType.isFetching || categories.isFetching}
        />
      ) : (
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="5"
          role="status"
          aria-label={t('amenities.loading')}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="56" borderRadius="xl" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AmenitiesForm({
  slug,
  roomType,
  categories,
}: {
  slug: string;
  roomType: RoomType;
  categories: AmenityCategory[];
}) {
  const { t } = useTranslation('rooms');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(roomType.amenities));
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { isLoading }] = useSetAmenitiesMutation();
  const saved = new Set(roomType.amenities);
  const changed = chosen.size !== saved.size || [...chosen].some((amenity) => !saved.has(amenity));

  const toggle = (ids: string[], on: boolean) => {
    setProblems([]);
    setChosen((current) => {
      const next = new Set(current);
      for (const amenityId of ids) {
        if (on) next.add(amenityId);
        else next.delete(amenityId);
      }
      return next;
    });
  };

  const submit = async () => {
    setProblems([]);
    try {
      await save({
        slug,
        roomTypeId: roomType.id,
        amenities: categories
          .flatMap((c) => c.amenities.map((a) => a.id))
          .filter((a) => chosen.has(a)),
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      toastDone(t('amenities.saved'));
    } catch (error) {
      const messages = Object.values(fieldErrorsOf(error)).flat();
      setProblems(messages.length > 0 ? messages : [errorMessageOf(error, t)]);
    }
  };

  return (
    <Stack gap="5">
      {problems.length > 0 ? <FormAlert messages={problems} /> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" alignItems="start">
        {categories.map((category) => {
          const ids = category.amenities.map((a) => a.id);
          const count = ids.filter((a) => chosen.has(a)).length;
          return (
            <Card.Root
              key={category.id}
              variant="outline"
              borderRadius="xl"
              as="section"
              aria-label={category.name}
            >
              <Card.Header pb="2">
                <Flex justify="space-between" align="center" gap="2">
                  <Heading as="h3" size="md">
                    {category.name}
                  </Heading>
                  <Badge
                    variant={count > 0 ? 'solid' : 'subtle'}
                    colorPalette={count > 0 ? 'brand' : 'gray'}
                  >
                    {t('amenities.count', { count, total: ids.length })}
                  </Badge>
                </Flex>
              </Card.Header>
              <Card.Body pt="2">
                <Stack gap="2.5">
                  <CheckboxItem
                    checked={count === ids.length ? true : count > 0 ? 'indeterminate' : false}
                    onChange={(checked) => toggle(ids, checked)}
                    fontWeight="medium"
                    size="sm"
                    label={t('amenities.all')}
                  />
                  <Box borderTopWidth="1px" />
                  {category.amenities.map((amenity) => (
                    <CheckboxItem
                      key={amenity.id}
                      value={amenity.id}
                      checked={chosen.has(amenity.id)}
                      onChange={(checked) => toggle([amenity.id], checked)}
                      label={amenity.name}
                      labelProps={{ fontWeight: 'normal' }}
                    />
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Box position="sticky" bottom="0" layerStyle="panel" px="5" py="3" shadow="md">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            {changed ? t('amenities.unsaved') : t('amenities.chosen', { count: chosen.size })}
          </Text>
          <Button
            onClick={() => void submit()}
            loading={isLoading}
            loadingText={t('amenities.saving')}
          >
            {t('amenities.save')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
