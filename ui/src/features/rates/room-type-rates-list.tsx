import { Badge, Box, Button, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { formatMoney } from './format';
import { RatePlanDialog, type RatePlanDialogTarget } from './rate-plan-dialog';
import { NoRoomTypesAlert, useRatePlansByRoomType } from './rate-plans-board';
import { TagIcon } from '../../components/icons';
import { PlanBadges } from './rates-ui';
import { localName } from '../../lib/names';

interface RoomTypeRatesListProps {
  slug: string;
}

/**
 * The setup wizard's rates step (`r/rates`): the room types side by side, each with its rate
 * plans; a plan opens its edit dialog, and each room type can get a new plan.
 */
export function RoomTypeRatesList({ slug }: RoomTypeRatesListProps) {
  const { t, i18n } = useTranslation('rates');
  const { roomTypes, plans, byRoomType } = useRatePlansByRoomType(slug);
  const [editor, setEditor] = useState<{ open: boolean; subject: RatePlanDialogTarget | null }>({
    open: false,
    subject: null,
  });

  if (roomTypes.isLoading || plans.isLoading) {
    return (
      <HStack gap="4" role="status" aria-label={t('plans.loading')} overflow="hidden">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="48" minW="72" borderRadius="xl" />
        ))}
      </HStack>
    );
  }
  if (!roomTypes.data || !plans.data) {
    const failed = roomTypes.data ? plans : roomTypes;
    return (
      <QueryError
        title={t('plans.error')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  const typeList = roomTypes.data.data;
  if (typeList.length === 0) return <NoRoomTypesAlert slug={slug} />;

  return (
    <Box overflowX="auto" pb="2">
      <HStack as="ul" gap="4" align="stretch" listStyleType="none" w="max-content">
        {typeList.map((roomType) => {
          const own = byRoomType.get(roomType.id) ?? [];
          const headingId = `rates-step-${roomType.id}`;
          return (
            <Card.Root
              as="li"
              key={roomType.id}
              aria-labelledby={headingId}
              variant="outline"
              borderRadius="xl"
              w="72"
              flexShrink="0"
            >
              <Card.Header pb="2">
                <Heading as="h3" size="sm" id={headingId} truncate>
                  {localName(roomType, i18n.language)}
                </Heading>
                <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {t('roomType.defaultPrice', {
                    price: formatMoney(roomType.defaultPrice, i18n.language),
                  })}
                </Text>
              </Card.Header>
              <Card.Body py="2">
                {own.length === 0 ? (
                  <HStack gap="2" color="fg.subtle" fontSize="sm">
                    <TagIcon boxSize="4" />
                    <Text>{t('calendar.noPrice')}</Text>
                  </HStack>
                ) : (
                  <Stack as="ul" gap="2" listStyleType="none">
                    {own.map((plan) => (
                      <Box as="li" key={plan.id}>
                        <Button
                          variant="ghost"
                          colorPalette="gray"
                          size="sm"
                          h="auto"
                          w="full"
                          py="2"
                          px="2"
                          justifyContent="flex-start"
                          textAlign="start"
                          aria-label={t('plan.editFor', { name: localName(plan, i18n.language) })}
                          onClick={() =>
                            setEditor({
                              open: true,
                              subject: { plan, roomTypeId: roomType.id },
                            })
                          }
                        >
                          <Stack gap="1" align="flex-start" minW="0">
                            <Text fontWeight="semibold" truncate maxW="60">
                              {localName(plan, i18n.language)}
                            </Text>
                            <PlanBadges plan={plan} size="xs" />
                          </Stack>
                        </Button>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Card.Body>
              <Card.Footer pt="2">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    setEditor({ open: true, subject: { plan: null, roomTypeId: roomType.id } })
                  }
                >
                  <PlusIcon />
                  {t('plan.add')}
                </Button>
                {own.length > 0 ? (
                  <Badge size="sm" variant="outline" ms="auto">
                    {t('plans.count', { count: own.length })}
                  </Badge>
                ) : null}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </HStack>
      <RatePlanDialog
        slug={slug}
        target={editor.subject}
        roomTypes={typeList}
        plans={plans.data.data}
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
    </Box>
  );
}
