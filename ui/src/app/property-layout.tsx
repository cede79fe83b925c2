import { Box, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { dayjs } from '../lib/dayjs-locale';
import { lazy, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, CalendarIcon, HelpIcon, MenuIcon } from '../components/icons';
import { LanguageSwitch } from '../components/language-switch';
import { LoadWhenWanted } from '../components/load-when-wanted';
import { PageSpinner } from '../components/page-spinner';
import { LayoutMain, StickyTopBar } from './layout-main';
import { useCurrentHotel } from '../components/use-current-hotel';
import { setDisplayTimeZone } from '../lib/time-zone';
import { useLocalizedPath } from '../components/use-localized-path';
import { AccountMenu } from '../features/account/account-menu';
import { NewReservationButton } from '../features/new-reservation/new-reservation-button';
import { helpPageFor } from '../features/help/help-topics';
import { hasPermission } from '../lib/permissions';
import { OfflineBadge } from './live-status';
import { type PropertyPage, propertyPath } from '../lib/property-pages';
import { PropertyMenu, useCurrentPage } from './property-menu';
import { localName as localNameIn } from '../lib/names';
import { QuietIconButton } from '../components/quiet-button';

/** The side menu as a drawer (narrow screens), loaded when it is first opened. */
const PropertyMenuDrawer = lazy(() => import('./property-menu-drawer'));

/** Whether `value` has ever been true (a lazy part, once wanted, stays mounted). */
function useWasTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}

/** The help sheet's code and texts load when it is first opened. */
const HelpSheet = lazy(() => import('../features/help/help-sheet'));

/** The top bar's help button: the fullscreen help, opened at the help of the current screen. */
function HelpButton({ slug, page }: { slug: string; page: PropertyPage | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A new sheet per opening: it starts at the help of the screen it was opened on.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <QuietIconButton
        aria-label={t('layout.helpHint')}
        title={t('layout.helpHint')}
        data-testid="help-button"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        <HelpIcon />
      </QuietIconButton>
      <LoadWhenWanted wanted={opening > 0}>
        <HelpSheet
          key={opening}
          slug={slug}
          open={open}
          onOpenChange={setOpen}
          initialPage={helpPageFor(page)}
        />
      </LoadWhenWanted>
    </>
  );
}

/**
 * The frame of a property's pages (`/p/{slug}/…`): the side menu (a drawer on narrow screens)
 * and a top bar with the way back, the page title, the property's system date, connection
 * state, language and account menu. The route guard has checked that the property is one of
 * the user's and open.
 */
export function PropertyLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const { slug, user, hotel } = useCurrentHotel();
  // Times on every page of the property are its wall-clock times; set before the page renders
  // (idempotent), so no time is ever drawn in another zone first.
  setDisplayTimeZone(hotel?.timeZone);
  const page = useCurrentPage();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerWanted = useWasTrue(menuOpen);

  // Following a link in the drawer closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  const title = page ? t(`nav.${page}`) : null;
  const app = t('app.name');
  useEffect(() => {
    if (title && hotel) {
      document.title = `${title} · ${localNameIn(hotel, i18n.language)} · ${app}`;
    }
  }, [title, hotel, app, i18n.language]);

  if (!slug || !user || !hotel) return <PageSpinner />;

  return (
    <Flex minH="100dvh">
      <Box
        hideBelow="lg"
        w="64"
        flexShrink="0"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        bg="bg"
        borderEndWidth="1px"
        borderColor="border"
      >
        <PropertyMenu user={user} hotel={hotel} />
      </Box>
      {/* The drawer's code (Chakra's dialog) loads when the menu is first opened. */}
      <LoadWhenWanted wanted={drawerWanted}>
        <PropertyMenuDrawer user={user} hotel={hotel} open={menuOpen} onOpenChange={setMenuOpen} />
      </LoadWhenWanted>

      <Flex direction="column" flex="1" minW="0">
        <StickyTopBar>
          <Flex
            px={{ base: '3', md: '6' }}
            h="14"
            align="center"
            gap={{ base: '1', sm: '2', md: '3' }}
          >
            <QuietIconButton
              hideFrom="lg"
              aria-label={t('layout.openMenu')}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </QuietIconButton>
            {page && page !== 'home' ? (
              <QuietIconButton asChild aria-label={t('layout.back')}>
                <RouterLink to={localized(propertyPath(slug))}>
                  <ArrowLeftIcon />
                </RouterLink>
              </QuietIconButton>
            ) : null}
            {title ? (
              <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate minW="0">
                {title}
              </Heading>
            ) : null}
            <Box flex="1" />
            {/* The stepper's own page has no button to itself. */}
            {hasPermission(hotel, 'manage-reservations') && page !== 'newReservation' ? (
              <NewReservationButton slug={slug} />
            ) : null}
            <SystemDate
              date={hotel.workingDate}
              // The date bar opens the night audit, which is what moves it.
              to={
                hasPermission(hotel, 'manage-reservations')
                  ? localized(propertyPath(slug, 'checkNightAudit'))
                  : null
              }
            />
            <HelpButton slug={slug} page={page} />
            <OfflineBadge />
            {/* On small screens the account menu has the language choice. */}
            <Box hideBelow="md">
              <LanguageSwitch />
            </Box>
            <AccountMenu />
          </Flex>
        </StickyTopBar>
        <LayoutMain
          w="full"
          // Wider on a large screen: a list with many columns (reservations) fits unscrolled.
          maxW={{ base: '7xl', '2xl': '8xl' }}
          mx="auto"
          px={{ base: '4', md: '6' }}
          py={{ base: '5', md: '8' }}
        />
      </Flex>
    </Flex>
  );
}

/** The property's business date (the "system date"), moved on by the night audit. */
function SystemDate({ date, to }: { date: string | undefined; to: string | null }) {
  const { t } = useTranslation();
  if (!date) return null;
  const day = dayjs(date);
  const bar = (
    <HStack
      gap="2"
      px="3"
      h="8"
      flexShrink="0"
      whiteSpace="nowrap"
      borderRadius="full"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="sm"
      title={t('layout.systemDate')}
      data-testid="system-date"
    >
      <CalendarIcon boxSize="4" />
      {/* The label and the weekday only where the top bar has room for them: the date never
          wraps, and the bar never pushes the page sideways (769 px and up). */}
      <Text as="span" hideBelow="2xl" color="fg.muted">
        {t('layout.systemDate')}
      </Text>{' '}
      <Text asChild fontWeight="semibold" fontVariantNumeric="tabular-nums">
        <time dateTime={date}>{day.isValid() ? day.format('YYYY-MM-DD') : date}</time>
      </Text>{' '}
      {day.isValid() ? (
        <Text as="span" hideBelow="xl">
          {day.format('dddd')}
        </Text>
      ) : null}
    </HStack>
  );
  return to ? (
    <RouterLink
      to={to}
      // The name holds the weekday shown beside the date (WCAG 2.5.3, label in name).
      aria-label={t('layout.systemDateLink', {
        date: day.isValid() ? day.format('YYYY-MM-DD dddd') : date,
      })}
    >
      {bar}
    </RouterLink>
  ) : (
    bar
  );
}
