import { Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import { roomTypesPath } from './paths';
import type { RoomType } from './room-types-api';

/** The top of a room type's screen: the way back to the room types, its name, and a note. */
export function RoomTypeHeading({
  slug,
  roomType,
  note,
}: {
  slug: string;
  roomType: RoomType | undefined;
  note: ReactNode;
}) {
  const { t } = useTranslation('rooms');
  const localized = useLocalizedPath();
  return (
    <Flex direction="column" gap="2" align="flex-start">
      <Button asChild variant="ghost" size="sm" colorPalette="gray" ms="-3">
        <RouterLink to={localized(roomTypesPath(slug))}>
          <ArrowLeftIcon />
          {t('backToList')}
        </RouterLink>
      </Button>
      <Stack gap="1">
        {roomType ? (
          <Heading as="h2" size="xl">
            {roomType.name}
            {roomType.nameEn ? (
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md" ms="2">
                {roomType.nameEn}
              </Text>
            ) : null}
          </Heading>
        ) : (
          <Skeleton height="8" width="60" />
        )}
        <Text color="fg.muted">{note}</Text>
      </Stack>
    </Flex>
  );
}
