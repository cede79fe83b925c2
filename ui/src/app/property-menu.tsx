import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, useId } from 'react';
import { Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/brand-mark';
import {
  BedIcon,
  BoxIcon,
  BuildingIcon,
  BanIcon,
  SparklesIcon,
  CalendarIcon,
  CalendarRangeIcon,
  CalendarXIcon,
  CardIcon,
  ChannelIcon,
  CoinsIcon,
  HomeIcon,
  InboxIcon,
  ListIcon,
  MoonIcon,
  PercentIcon,
  SettingsIcon,
  ShieldIcon,
  TagIcon,
  UsersIcon,
} from '../components/icons';
import { useLocalizedPath } from '../components/use-localized-path';
import { hasPermission } from '../lib/permissions';
import type { CurrentUser, UserHotel } from '../lib/session-api';
import { type PropertyPage, isPropertyRouteHandle, propertyPath } from '../lib/property-pages';
import { menuEntryOf, visibleMenu } from './property-nav';
import { useLocalName } from '../lib/names';

/** Menu icons by page; a page without one shows the list icon. */
const ICONS: Partial<Record<PropertyPage, ComponentType<{ boxSize?: string }>>> = {
  home: HomeIcon,
  calendar: CalendarIcon,
  reservations: ListIcon,
  resRequests: InboxIcon,
  blocks: BanIcon,
  housekeeping: SparklesIcon,
  guests: UsersIcon,
  incomes: CoinsIcon,
  invoices: ListIcon,
  checkNightAudit: MoonIcon,
  rates: CalendarRangeIcon,
  wizardBase: SettingsIcon,
  profile: BuildingIcon,
  roomTypes: BedIcon,
  ratePlans: TagIcon,
  services: BoxIcon,
  partners: UsersIcon,
  sources: ChannelIcon,
  paymentMethods: CardIcon,
  currencies: CoinsIcon,
  taxes: PercentIcon,
  policies: CalendarXIcon,
  roles: ShieldIcon,
  users: UsersIcon,
};

/** The page of the property the route shows (from the route's `handle`), if it is one. */
export function useCurrentPage(): PropertyPage | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPropertyRouteHandle(handle)) return handle.page;
  }
  return null;
}

/** The side menu: the property, then the pages this user may open, by group. */
export function PropertyMenu({
  user,
  hotel,
  inDrawer = false,
}: {
  user: CurrentUser;
  hotel: UserHotel;
  /** In the drawer the close button sits top right, beside the product name. */
  inDrawer?: boolean;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const localized = useLocalizedPath();
  const groups = visibleMenu((code) => hasPermission(hotel, code), undefined, {
    hasResRequest: hotel.hasResRequest,
  });
  const current = useCurrentPage();
  const idPrefix = useId();
  const canSwitch = user.isDefault || user.hotels.length > 1;

  return (
    <Stack gap="5" py="4">
      <Box ps="5" pe={inDrawer ? '12' : '5'}>
        <BrandMark showName="always" />
      </Box>
      <Box mx="3" px="3" py="3" borderRadius="lg" bg="bg.muted">
        <Text fontWeight="semibold" lineClamp="2" data-testid="property-name">
          {localName(hotel)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {hotel.isOwner
            ? t('layout.owner')
            : hotel.role
              ? localName(hotel.role)
              : t('layout.noRole')}
        </Text>
        {canSwitch ? (
          <Link asChild fontSize="sm" color="brand.fg" mt="2" gap="1.5">
            <RouterLink to={localized('/')}>
              <ListIcon boxSize="3.5" />
              {t('layout.changeProperty')}
            </RouterLink>
          </Link>
        ) : null}
      </Box>
      <Box as="nav" aria-label={t('nav.label')} px="3">
        <Stack gap="4">
          {groups.map((group) => {
            const headingId = `${idPrefix}-${group.key}`;
            return (
              <Box key={group.key}>
                {group.key !== 'main' ? (
                  <Text
                    id={headingId}
                    px="3"
                    pb="1.5"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="fg.subtle"
                    textTransform="uppercase"
                    letterSpacing="wider"
                  >
                    {t(`nav.groups.${group.key}`)}
                  </Text>
                ) : null}
                <Stack
                  as="ul"
                  gap="0.5"
                  listStyleType="none"
                  aria-labelledby={group.key !== 'main' ? headingId : undefined}
                >
                  {group.pages.map((page) => {
                    const Icon = ICONS[page] ?? ListIcon;
                    return (
                      <li key={page}>
                        <Button
                          asChild
                          variant="ghost"
                          colorPalette="gray"
                          w="full"
                          justifyContent="flex-start"
                          gap="3"
                          fontWeight="medium"
                          color="fg.muted"
                          _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
                        >
                          <RouterLink
                            to={localized(propertyPath(hotel.id, page))}
                            aria-current={
                              current !== null && menuEntryOf(current) === page ? 'page' : undefined
                            }
                          >
                            <Icon boxSize="4.5" />
                            {t(`nav.${page}`)}
                          </RouterLink>
                        </Button>
                      </li>
                    );
                  })}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
