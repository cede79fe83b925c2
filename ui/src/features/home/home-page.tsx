import { Box, Flex, Heading, type HeadingProps, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dayjs } from '../../lib/dayjs-locale';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, ShieldIcon } from '../../components/icons';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { hasPermission } from '../../lib/permissions';
import { Dashboard } from './dashboard';
import { useLocalName } from '../../lib/names';

/**
 * Route `/p/{slug}` (home): with show-reservations, a greeting and the dashboard of the
 * working date (./dashboard.tsx); without it, the property, its system date and the user's
 * role there (operations spec §2: the dashboard's content needs the permission).
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const localName = useLocalName();
  const { user, hotel } = useCurrentHotel();
  if (!user || !hotel) return <PageSpinner />;
  if (hasPermission(hotel, 'show-reservations')) {
    return (
      <Stack gap="6">
        <Box>
          <Welcome user={user.name} hotel={localName(hotel)} size={{ base: 'xl', md: '2xl' }} />
        </Box>
        <Dashboard slug={hotel.id} />
      </Stack>
    );
  }
  const date = dayjs(hotel.workingDate);

  return (
    <Stack gap="6">
      <Box
        layerStyle="card"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
        bgGradient="to-br"
        gradientFrom="brand.subtle"
        gradientTo="bg"
      >
        <Welcome user={user.name} hotel={localName(hotel)} size={{ base: '2xl', md: '3xl' }} />
        <Text color="fg.muted" mt="3" maxW="2xl">
          {t('description')}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="3xl">
        <Fact icon={CalendarIcon} label={t('systemDate')}>
          {hotel.workingDate ? (
            <>
              <time dateTime={hotel.workingDate}>
                {date.isValid() ? date.format('YYYY-MM-DD') : hotel.workingDate}
              </time>
              {date.isValid() ? (
                <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md" ms="2">
                  {date.format('dddd')}
                </Text>
              ) : null}
            </>
          ) : (
            t('unknown')
          )}
        </Fact>
        <Fact icon={ShieldIcon} label={t('role')}>
          {hotel.isOwner ? t('owner') : hotel.role ? localName(hotel.role) : t('noRole')}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}

/** The greeting and the property's name over the home page. */
function Welcome({
  user,
  hotel,
  size,
}: {
  user: string;
  hotel: string;
  size: HeadingProps['size'];
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <Text color="brand.fg" fontWeight="medium">
        {t('welcome', { name: user })}
      </Text>
      <Heading as="h2" size={size} letterSpacing="tight" mt="1">
        {hotel}
      </Heading>
    </>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ boxSize?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Flex layerStyle="panel" p="5" gap="4" align="center">
      <Flex
        boxSize="10"
        flexShrink="0"
        borderRadius="lg"
        bg="brand.subtle"
        color="brand.fg"
        align="center"
        justify="center"
      >
        <Icon boxSize="5" />
      </Flex>
      <Box minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
          {children}
        </Text>
      </Box>
    </Flex>
  );
}
