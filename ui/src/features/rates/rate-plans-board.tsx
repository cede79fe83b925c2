import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  IconButton,
  Skeleton,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { formatMoney } from './format';
import { OccupancyDialog } from './occupancy-dialog';
import { RatePlanDialog, type RatePlanDialogTarget } from './rate-plan-dialog';
import { ratePlanRatesPath, roomTypesPath } from './paths';
import {
  type RatePlan,
  type RateRoomType,
  useDeleteRatePlanMutation,
  useListRatePlansQuery,
  useListRateRoomTypesQuery,
} from './rates-api';
import {
  AdultIcon,
  CalendarRangeIcon,
  PercentIcon,
  TagIcon,
  UtensilsIcon,
} from '../../components/icons';
import { PlanBadges } from './rates-ui';
import { localName, localShortName } from '../../lib/names';

/** A dialog and what it is about (kept while the dialog closes, so nothing flickers). */
interface DialogState<T> {
  open: boolean;
  subject: T | null;
}

const closed = <T,>(): DialogState<T> => ({ open: false, subject: null });

/** The property's room types and rate plans, read together, plans grouped by room type. */
export function useRatePlansByRoomType(slug: string) {
  const { i18n } = useTranslation();
  const roomTypes = useListRateRoomTypesQuery({ slug });
  const plans = useListRatePlansQuery({ slug, language: i18n.language });
  const byRoomType = useMemo(() => {
    const grouped = new Map<string, RatePlan[]>();
    for (const plan of plans.data?.data ?? []) {
      grouped.set(plan.roomType.id, [...(grouped.get(plan.roomType.id) ?? []), plan]);
    }
    return grouped;
  }, [plans.data]);
  return { roomTypes, plans, byRoomType };
}

/** Shown instead of a rate screen when the property has no room types yet (spec §8). */
export function NoRoomTypesAlert({ slug }: { slug: string }) {
  const { t } = useTranslation('rates');
  const localized = useLocalizedPath();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="lg" data-testid="no-room-types">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('noRoomTypes.title')}</Alert.Title>
        <Alert.Description>{t('noRoomTypes.description')}</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="red" variant="outline" flexShrink="0">
        <RouterLink to={localized(roomTypesPath(slug))}>{t('noRoomTypes.link')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}

interface RatePlansBoardProps {
  slug: string;
}

/**
 * Route `s/rate/plans`: per room type a card with its rate plans, each with its daily rates
 * (daily plans), occupancy discounts, edit and delete; and an add button per room type.
 */
export function RatePlansBoard({ slug }: RatePlansBoardProps) {
  const { t, i18n } = useTranslation('rates');
  const { roomTypes, plans, byRoomType } = useRatePlansByRoomType(slug);
  const [editor, setEditor] = useState<DialogState<RatePlanDialogTarget>>(closed);
  const [occupancy, setOccupancy] = useState<DialogState<RatePlan>>(closed);
  const [remover, setRemover] = useState<DialogState<RatePlan>>(closed);
  const [deletePlan, { isLoading: deleting }] = useDeleteRatePlanMutation();

  if (httpStatusOf(roomTypes.error) === 404 || httpStatusOf(plans.error) === 404) {
    return <NotFoundPage />;
  }

  const confirmDelete = async () => {
    const plan = remover.subject;
    if (!plan) return;
    try {
      await deletePlan({ slug, id: plan.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('plan.deleted', { name: localName(plan, i18n.language) }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    setRemover((current) => ({ ...current, open: false }));
  };

  const typeList = roomTypes.data?.data ?? [];
  const occupancyRoomType = typeList.find((rt) => rt.id === occupancy.subject?.roomType.id);

  let content;
  if (roomTypes.isLoading || plans.isLoading) {
    content = (
      <Stack gap="5" role="status" aria-label={t('plans.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height="40" borderRadius="xl" />
        ))}
      </Stack>
    );
  } else if (!roomTypes.data || !plans.data) {
    const failed = roomTypes.data ? plans : roomTypes;
    content = (
      <QueryError
        title={t('plans.error')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (typeList.length === 0) {
    content = <NoRoomTypesAlert slug={slug} />;
  } else {
    content = (
      <Stack gap="5">
        {typeList.map((roomType) => (
          <RoomTypePlansCard
            key={roomType.id}
            slug={slug}
            roomType={roomType}
            plans={byRoomType.get(roomType.id) ?? []}
            onAdd={() =>
              setEditor({ open: true, subject: { plan: null, roomTypeId: roomType.id } })
            }
            onEdit={(plan) => setEditor({ open: true, subject: { plan, roomTypeId: roomType.id } })}
            onOccupancy={(plan) => setOccupancy({ open: true, subject: plan })}
            onDelete={(plan) => setRemover({ open: true, subject: plan })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Text color="fg.muted" maxW="3xl">
        {t('plans.subtitle')}
      </Text>
      {content}
      <RatePlanDialog
        slug={slug}
        target={editor.subject}
        roomTypes={typeList}
        plans={plans.data?.data ?? []}
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <OccupancyDialog
        slug={slug}
        plan={occupancy.subject}
        defaultPrice={occupancyRoomType?.defaultPrice ?? null}
        open={occupancy.open}
        onOpenChange={(open) => setOccupancy((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={remover.open}
        onOpenChange={(open) => setRemover((current) => ({ ...current, open }))}
        title={t('plan.deleteTitle')}
        description={t('plan.deleteDescription', {
          name: remover.subject ? localName(remover.subject, i18n.language) : '',
        })}
        confirmLabel={t('plan.deleteConfirm')}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

interface RoomTypePlansCardProps {
  slug: string;
  roomType: RateRoomType;
  plans: RatePlan[];
  onAdd: () => void;
  onEdit: (plan: RatePlan) => void;
  onOccupancy: (plan: RatePlan) => void;
  onDelete: (plan: RatePlan) => void;
}

function RoomTypePlansCard({
  slug,
  roomType,
  plans,
  onAdd,
  onEdit,
  onOccupancy,
  onDelete,
}: RoomTypePlansCardProps) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  const headingId = `room-type-${roomType.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderRadius="xl">
      <Card.Header pb="3">
        <Flex
          gap="4"
          align={{ base: 'flex-start', sm: 'center' }}
          justify="space-between"
          wrap="wrap"
        >
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
          <Button size="sm" variant="outline" onClick={onAdd}>
            <PlusIcon />
            {t('plan.add')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {plans.length === 0 ? (
          <HStack
            gap="3"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="lg"
            px="4"
            py="3"
            color="fg.muted"
          >
            <TagIcon boxSize="5" flexShrink="0" />
            <Text fontSize="sm">{t('plans.emptyForRoomType')}</Text>
          </HStack>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
            <Table.Root
              size="sm"
              aria-label={t('plans.tableLabel', { name: localName(roomType, i18n.language) })}
            >
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t('plans.columns.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('plans.columns.meals')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('plans.columns.partners')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('plans.columns.actions')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {plans.map((plan) => {
                  const discounts = plan.occupancyRatePlans.filter(
                    (row) => !row.isDefault && row.isActive,
                  ).length;
                  return (
                    <Table.Row key={plan.id} _hover={{ bg: 'bg.muted' }}>
                      <Table.Cell>
                        <Stack gap="1">
                          <Text fontWeight="semibold">{localName(plan, i18n.language)}</Text>
                          <PlanBadges plan={plan} size="xs" />
                        </Stack>
                      </Table.Cell>
                      <Table.Cell>
                        {plan.meals.length > 0 ? (
                          <HStack gap="1.5" color="fg.muted" fontSize="sm">
                            <UtensilsIcon boxSize="3.5" />
                            <Text title={plan.meals.map((m) => m.name).join(', ')}>
                              {plan.meals.map((m) => m.code).join(' · ')}
                            </Text>
                          </HStack>
                        ) : (
                          <Text fontSize="sm" color="fg.subtle">
                            {t('plans.noMeals')}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {plan.partners.length > 0 ? (
                          <Wrap gap="1" fontSize="sm" maxW="56">
                            <Text truncate title={plan.partners.map((p) => p.name).join(', ')}>
                              {plan.partners.map((p) => p.name).join(', ')}
                            </Text>
                          </Wrap>
                        ) : (
                          <Text fontSize="sm" color="fg.subtle">
                            {t('plans.allGuests')}
                          </Text>
                        )}
                      </Table.Cell>
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
                            onClick={() => onOccupancy(plan)}
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
                          <IconButton
                            variant="ghost"
                            colorPalette="gray"
                            size="sm"
                            aria-label={t('plan.editFor', { name: localName(plan, i18n.language) })}
                            title={t('plan.edit')}
                            onClick={() => onEdit(plan)}
                          >
                            <PencilIcon />
                          </IconButton>
                          <IconButton
                            variant="ghost"
                            colorPalette="red"
                            size="sm"
                            aria-label={t('plan.deleteFor', {
                              name: localName(plan, i18n.language),
                            })}
                            title={t('plan.delete')}
                            onClick={() => onDelete(plan)}
                          >
                            <TrashIcon />
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
