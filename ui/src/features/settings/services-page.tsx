import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { PlusIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { formatMoney, formatNumber } from './format';
import { NamedItemDialog } from './named-item-dialog';
import type { SettingsSectionProps } from './named-items-section';
import { serviceCategoryKind } from './service-category-dialog';
import { ServiceDialog } from './service-dialog';
import {
  type Service,
  type ServiceCategory,
  useDeleteServiceCategoryMutation,
  useDeleteServiceMutation,
  useListServiceCategoriesQuery,
} from './settings-api';
import { BoxIcon } from '../../components/icons';
import { CardSection, cardSectionTexts } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { RemoveDialog } from './settings-ui';

/** The service dialog: the service to change, or the category of a new one. */
interface ServiceEditor {
  service: Service | null;
  categoryId: string | null;
}

/**
 * Service categories as cards, each listing its services with add, edit and delete (settings
 * spec §2). On the services page a grid; in the setup wizard's "services" step one row of
 * categories side by side.
 */
export function ServiceCategoriesSection({ slug, variant = 'page' }: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  const categories = useListServiceCategoriesQuery({ slug });
  const categoryEditor = useDialog<ServiceCategory>();
  const categoryRemover = useDialog<ServiceCategory>();
  const serviceEditor = useDialog<ServiceEditor>();
  const serviceRemover = useDialog<Service>();
  const deleteCategory = useDeleteServiceCategoryMutation();
  const deleteService = useDeleteServiceMutation();

  return (
    <>
      <CardSection
        variant={variant}
        horizontal
        minCardWidth="22rem"
        {...cardSectionTexts(t, 'serviceCategories', <BoxIcon />)}
        onAdd={() => categoryEditor.show(null)}
        query={categories}
        keyOf={(category) => category.id}
        renderCard={(category) => (
          <ServiceCategoryCard
            category={category}
            onEdit={() => categoryEditor.show(category)}
            onDelete={() => categoryRemover.show(category)}
            onAddService={() => serviceEditor.show({ service: null, categoryId: category.id })}
            onEditService={(service) => serviceEditor.show({ service, categoryId: category.id })}
            onDeleteService={(service) => serviceRemover.show(service)}
          />
        )}
      />
      <NamedItemDialog kind={serviceCategoryKind} slug={slug} dialog={categoryEditor} />
      <ServiceDialog
        slug={slug}
        service={serviceEditor.item?.service ?? null}
        categoryId={serviceEditor.item?.categoryId ?? null}
        open={serviceEditor.open}
        onOpenChange={serviceEditor.onOpenChange}
      />
      <RemoveDialog
        dialog={categoryRemover}
        texts="serviceCategories"
        slug={slug}
        deletion={deleteCategory}
      />
      <RemoveDialog dialog={serviceRemover} texts="services" slug={slug} deletion={deleteService} />
    </>
  );
}

interface ServiceCategoryCardProps {
  category: ServiceCategory;
  onEdit: () => void;
  onDelete: () => void;
  onAddService: () => void;
  onEditService: (service: Service) => void;
  onDeleteService: (service: Service) => void;
}

/** One category: its colour, name, and its services with their prices. */
export function ServiceCategoryCard({
  category,
  onEdit,
  onDelete,
  onAddService,
  onEditService,
  onDeleteService,
}: ServiceCategoryCardProps) {
  const { t, i18n } = useTranslation('settings');
  const local = useLocalName();
  const language = i18n.resolvedLanguage ?? 'mn';
  const count = category.services.length;
  return (
    <ItemCard
      name={local(category)}
      isDefault={category.isDefault}
      accent={category.color}
      meta={t('serviceCategories.serviceCount', { count })}
      editLabel={t('serviceCategories.editFor', { name: local(category) })}
      editDisabled={category.isDefault ? t('serviceCategories.defaultLocked') : null}
      onEdit={onEdit}
      deleteLabel={t('serviceCategories.delete.for', { name: local(category) })}
      deleteDisabled={
        category.isDefault
          ? t('serviceCategories.delete.defaultItem')
          : count > 0
            ? t('serviceCategories.delete.hasServices')
            : null
      }
      onDelete={onDelete}
    >
      <Stack gap="3" flex="1">
        {count === 0 ? (
          <Text fontSize="sm" color="fg.subtle" py="2">
            {t('serviceCategories.noServices')}
          </Text>
        ) : (
          <Stack
            as="ul"
            listStyleType="none"
            gap="0"
            borderWidth="1px"
            borderRadius="lg"
            aria-label={t('serviceCategories.servicesOf', { name: local(category) })}
          >
            {category.services.map((service, index) => (
              <HStack
                as="li"
                key={service.id}
                aria-label={local(service)}
                gap="2"
                px="3"
                py="2"
                borderTopWidth={index === 0 ? '0' : '1px'}
                _hover={{ bg: 'bg.muted' }}
                align="center"
              >
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {local(service)}
                  </Text>
                  <ServiceDetails service={service} />
                </Box>
                <Text
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                  color={service.price > 0 ? 'fg' : 'fg.muted'}
                >
                  {formatMoney(service.price, language)}
                </Text>
                <EditDeleteButtons
                  gap="0"
                  flexShrink="0"
                  size="xs"
                  edit={{
                    label: t('services.editFor', { name: local(service) }),
                    onClick: () => onEditService(service),
                  }}
                  remove={{
                    label: t('services.delete.for', { name: local(service) }),
                    onClick: () => onDeleteService(service),
                  }}
                />
              </HStack>
            ))}
          </Stack>
        )}
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          onClick={onAddService}
          aria-label={t('services.addTo', { name: local(category) })}
        >
          <PlusIcon />
          {t('services.add')}
        </Button>
      </Stack>
    </ItemCard>
  );
}

/** A service's partner, product category and stock, in one muted line. */
function ServiceDetails({ service }: { service: Service }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  const parts: string[] = [];
  if (service.productCategory) {
    parts.push(
      t('services.productCategory', {
        code: service.productCategory.code,
        name: service.productCategory.name,
      }),
    );
  }
  if (service.partner) parts.push(service.partner.name);
  if (service.barCode) parts.push(service.barCode);
  const stock =
    service.countable && service.quantity !== null
      ? t('services.quantity', { quantity: formatNumber(service.quantity, language) })
      : null;
  if (parts.length === 0 && !stock) return null;
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted" minW="0">
      {stock ? (
        <Badge size="xs" variant="subtle" colorPalette="orange" borderRadius="full" flexShrink="0">
          {stock}
        </Badge>
      ) : null}
      {parts.length > 0 ? (
        <Text truncate title={parts.join(' · ')}>
          {parts.join(' · ')}
        </Text>
      ) : null}
    </HStack>
  );
}

/** Route `/p/{slug}/s/services` (manage-services): service categories and their services. */
export function ServicesPage() {
  const { slug } = useCurrentHotel();
  const categories = useListServiceCategoriesQuery({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(categories.error) === 404) return <NotFoundPage />;
  return slug ? <ServiceCategoriesSection slug={slug} /> : null;
}
