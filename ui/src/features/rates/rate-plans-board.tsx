import {
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  IconButton,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { NotFoundPage } from '../../components/not-found-page';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from './format';
import { OccupancyDialog } from './occupancy-dialog';
import { RatePlanDialog, type RatePlanDialogTarget } from './rate-plan-dialog';
import { ratePlanRatesPath } from './paths';
import { RoomTypeCards, useRatePlansByRoomType } from './rate-plans-by-room-type';
import { type RatePlan, type RateRoomType, useDeleteRatePlanMutation } from './rates-api';
import {
  AdultIcon,
  CalendarRangeIcon,
  PercentIcon,
  TagIcon,
  UtensilsIcon,
} from '../../components/icons';
import { PlanBadges } from './rates-ui';
import { type CardColumn, CardTable, EmptyNote, TableCard } from './table-card';
import { localName, localShortName } from '../../lib/names';

interface RatePlansBoardProps {
  slug: string;
}

/**
 * Route `s/rate/plans`: per room type a card with its rate plans, each with its daily rates
 * (daily plans), occupancy discounts, edit and delete; and an add button per room type.
 */
export function RatePlansBoard({ slug }: RatePlansBoardProps) {
  const { t, i18n } = useTranslation('rates');
  const rates = useRatePlansByRoomType(slug);
  const { roomTypes, plans, notFound } = rates;
  const editor = useDialog<RatePlanDialogTarget>();
  const occupancy = useDialog<RatePlan>();
  const [deletePlan, { isLoading: deleting }] = useDeleteRatePlanMutation();
  const remover = useConfirmedDelete<RatePlan>(
    (plan, idempotencyKey) => deletePlan({ slug, id: plan.id, idempotencyKey }).unwrap(),
    (plan) => t('plan.deleted', { name: localName(plan, i18n.language) }),
  );

  if (notFound) return <NotFoundPage />;

  const typeList = roomTypes.data?.data ?? [];
  const occupancyRoomType = typeList.find((rt) => rt.id === occupancy.item?.roomType.id);

  return (
    <Stack gap="6">
      <PageIntro maxW="3xl">{t('plans.subtitle')}</PageIntro>
      <RoomTypeCards
        slug={slug}
        rates={rates}
        errorTitle={t('plans.error')}
        loading={{ label: t('plans.loading'), heights: ['40', '40'] }}
        card={(roomType, plans) => (
          <RoomTypePlansCard
            slug={slug}
            roomType={roomType}
            plans={plans}
            onAdd={() => editor.show({ plan: null, roomTypeId: roomType.id })}
            actions={{
              edit: (plan) => editor.show({ plan, roomTypeId: roomType.id }),
              occupancy: occupancy.show,
              remove: remover.show,
            }}
          />
        )}
      />
      <RatePlanDialog
        slug={slug}
        dialog={editor}
        roomTypes={typeList}
        plans={plans.data?.data ?? []}
      />
      <OccupancyDialog
        slug={slug}
        dialog={occupancy}
        defaultPrice={occupancyRoomType?.defaultPrice ?? null}
      />
      <ConfirmDialog
        dialog={remover}
        title={t('plan.deleteTitle')}
        description={t('plan.deleteDescription', {
          name: remover.item ? localName(remover.item, i18n.language) : '',
        })}
        confirmLabel={t('plan.deleteConfirm')}
        loading={deleting}
        onConfirm={remover.confirm}
      />
    </Stack>
  );
}

/** What a plan's row can open: its edit dialog, its occupancy prices, its removal. */
interface PlanActions {
  edit: (plan: RatePlan) => void;
  occupancy: (plan: RatePlan) => void;
  remove: (plan: RatePlan) => void;
}

interface RoomTypePlansCardProps {
  slug: string;
  roomType: RateRoomType;
  plans: RatePlan[];
  onAdd: () => void;
  actions: PlanActions;
}

function RoomTypePlansCard({ slug, roomType, plans, onAdd, actions }: RoomTypePlansCardProps) {
  const { t, i18n } = useTranslation('rates');
  const headingId = `room-type-${roomType.id}`;
  const columns: CardColumn[] = [
    { key: 'name', header: t('plans.columns.name') },
    { key: 'meals', header: t('plans.columns.meals') },
    { key: 'partners', header: t('plans.columns.partners') },
    { key: 'actions', header: t('plans.columns.actions'), textAlign: 'end' },
  ];
  return (
    <TableCard
      headingId={headingId}
      heading={
        <HStack gap="3" minW="0">
          <Flex
            flexShrink="0"
            w="10"
            h="10"
            align="center"
            justify="center"
            borderRadius="lg"
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="bold"
            fontSize="sm"
          >
            {localShortName(roomType, i18n.language)}
          </Flex>
          <Box minW="0">
            <Heading as="h2" size="md" id={headingId} truncate>
              {localName(roomType, i18n.language)}
            </Heading>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text fontVariantNumeric="tabular-nums">
                {t('roomType.defaultPrice', {
                  price: formatMoney(roomType.defaultPrice, i18n.language),
                })}
              </Text>
              <HStack gap="1">
                <AdultIcon boxSize="3.5" />
                <Text>{t('roomType.occupancy', { count: roomType.occupancy })}</Text>
              </HStack>
            </HStack>
          </Box>
        </HStack>
      }
      addLabel={t('plan.add')}
      onAdd={onAdd}
    >
      {plans.length === 0 ? (
        <EmptyNote icon={<TagIcon boxSize="5" flexShrink="0" />}>
          {t('plans.emptyForRoomType')}
        </EmptyNote>
      ) : (
        <CardTable
          label={t('plans.tableLabel', { name: localName(roomType, i18n.language) })}
          columns={columns}
        >
          {plans.map((plan) => (
            <PlanTableRow key={plan.id} slug={slug} plan={plan} actions={actions} />
          ))}
        </CardTable>
      )}
    </TableCard>
  );
}

/** A plan's row: its name and badges, meals, partners, and what can be done with it. */
/** A plan's cell of what it lists (its meals, its partners), or muted words when none. */
function ListCell({ has, none, children }: { has: boolean; none: string; children: ReactNode }) {
  return (
    <Table.Cell>
      {has ? (
        children
      ) : (
        <Text fontSize="sm" color="fg.subtle">
          {none}
        </Text>
      )}
    </Table.Cell>
  );
}

function PlanTableRow({
  slug,
  plan,
  actions,
}: Pick<RoomTypePlansCardProps, 'slug' | 'actions'> & { plan: RatePlan }) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  const discounts = plan.occupancyRatePlans.filter((row) => !row.isDefault && row.isActive).length;
  return (
    <Table.Row _hover={{ bg: 'bg.muted' }}>
      <Table.Cell>
        <Stack gap="1">
          <Text fontWeight="semibold">{localName(plan, i18n.language)}</Text>
          <PlanBadges plan={plan} size="xs" />
        </Stack>
      </Table.Cell>
      <ListCell has={plan.meals.length > 0} none={t('plans.noMeals')}>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <UtensilsIcon boxSize="3.5" />
          <Text title={plan.meals.map((m) => m.name).join(', ')}>
            {plan.meals.map((m) => m.code).join(' · ')}
          </Text>
        </HStack>
      </ListCell>
      <ListCell has={plan.partners.length > 0} none={t('plans.allGuests')}>
        <Wrap gap="1" fontSize="sm" maxW="56">
          <Text truncate title={plan.partners.map((p) => p.name).join(', ')}>
            {plan.partners.map((p) => p.name).join(', ')}
          </Text>
        </Wrap>
      </ListCell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          {plan.isDaily ? (
            <Button asChild size="xs" variant="subtle">
              <RouterLink to={localized(ratePlanRatesPath(slug, plan.id))}>
                <CalendarRangeIcon />
                {t('plans.dailyRates')}
              </RouterLink>
            </Button>
          ) : null}
          <IconButton
            variant="ghost"
            colorPalette="gray"
            size="sm"
            aria-label={t('occupancy.openFor', {
              name: localName(plan, i18n.language),
            })}
            title={t('occupancy.title')}
            onClick={() => actions.occupancy(plan)}
            position="relative"
          >
            <PercentIcon />
            {discounts > 0 ? (
              <Box
                position="absolute"
                top="1"
                right="1"
                w="1.5"
                h="1.5"
                borderRadius="full"
                bg="brand.solid"
              />
            ) : null}
          </IconButton>
          <EditDeleteButtons
            gap="1"
            edit={{
              label: t('plan.editFor', { name: localName(plan, i18n.language) }),
              title: t('plan.edit'),
              onClick: () => actions.edit(plan),
            }}
            remove={{
              label: t('plan.deleteFor', { name: localName(plan, i18n.language) }),
              title: t('plan.delete'),
              onClick: () => actions.remove(plan),
            }}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
