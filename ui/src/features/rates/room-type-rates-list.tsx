import { Badge, Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/section-card';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { formatMoney } from './format';
import { RatePlanDialog, type RatePlanDialogTarget } from './rate-plan-dialog';
import { RoomTypesStates, useRatePlansByRoomType } from './rate-plans-by-room-type';
import type { RatePlan, RateRoomType } from './rates-api';
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
  const { t } = useTranslation('rates');
  const rates = useRatePlansByRoomType(slug);
  const { plans, byRoomType } = rates;
  const editor = useDialog<RatePlanDialogTarget>();

  return (
    <RoomTypesStates
      slug={slug}
      rates={rates}
      errorTitle={t('plans.error')}
      loading={{ label: t('plans.loading'), heights: ['48', '48', '48'], row: true }}
    >
      {(typeList) => (
        <Box overflowX="auto" pb="2">
          <HStack as="ul" gap="4" align="stretch" listStyleType="none" w="max-content">
            {typeList.map((roomType) => (
              <RoomTypeRatesCard
                key={roomType.id}
                roomType={roomType}
                plans={byRoomType.get(roomType.id) ?? []}
                onAdd={() => editor.show({ plan: null, roomTypeId: roomType.id })}
                onEdit={(plan) => editor.show({ plan, roomTypeId: roomType.id })}
              />
            ))}
          </HStack>
          <RatePlanDialog
            slug={slug}
            dialog={editor}
            roomTypes={typeList}
            plans={plans.data?.data ?? []}
          />
        </Box>
      )}
    </RoomTypesStates>
  );
}

/** A room type of the step: its name, default price and plans, and a button adding one. */
function RoomTypeRatesCard({
  roomType,
  plans: own,
  onAdd,
  onEdit,
}: {
  roomType: RateRoomType;
  plans: RatePlan[];
  onAdd: () => void;
  onEdit: (plan: RatePlan) => void;
}) {
  const { t, i18n } = useTranslation('rates');
  const headingId = `rates-step-${roomType.id}`;
  return (
    <SectionCard as="li" headingId={headingId} w="72" flexShrink="0">
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
                  onClick={() => onEdit(plan)}
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
        <Button size="xs" variant="outline" onClick={onAdd}>
          <PlusIcon />
          {t('plan.add')}
        </Button>
        {own.length > 0 ? (
          <Badge size="sm" variant="outline" ms="auto">
            {t('plans.count', { count: own.length })}
          </Badge>
        ) : null}
      </Card.Footer>
    </SectionCard>
  );
}
