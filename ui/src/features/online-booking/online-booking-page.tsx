import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Container,
  Dialog,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Steps,
  Text,
  Textarea,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { CountrySelect } from '../../components/country-select';
import { DateInput } from '../../components/date-input';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import {
  AdultIcon,
  ArrowUpIcon,
  BedIcon,
  CheckCircleIcon,
  MailIcon,
  MinusIcon,
  PhoneIcon,
  PlusIcon,
  StarIcon,
} from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormErrors } from '../../components/use-form-errors';
import { addDays, daysBetween, isIsoDate } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, httpStatusOf } from '../../lib/problem';
import {
  type OnlineAvailability,
  type OnlinePage,
  type OnlineRequestAnswer,
  type OnlineRoomType,
  onlineImageUrl,
  useGetOnlinePageQuery,
  useOnlineAvailabilityMutation,
  useSubmitOnlineRequestMutation,
} from './online-booking-api';
import { ABOVE_PHONE, BookingBar } from './booking-bar';
import { PhoneField } from './phone-field';
import { defaultCountry, internationalPhone } from './phone';

/** The description is cut here, with More / Close (operations spec §2). */

/**
 * What Chakra's steps list says as tabs, taken off where the steps are a progress line (null
 * overrides and React leaves the attribute out).
 */
const NOT_TABS = { 'aria-owns': null, 'aria-orientation': null } as object;

export const DESCRIPTION_LIMIT = 490;
/** The scroll-to-top button shows past this many pixels (settings spec §9). */
export const SCROLL_TOP_AFTER = 650;

const GUEST_FIELDS = [
  'name',
  'surname',
  'email',
  'nationality',
  'phoneCountry',
  'phoneNumber',
  'notes',
] as const;
type GuestField = (typeof GUEST_FIELDS)[number];

/** Where this browser remembers that the house rules were read. */
const rulesKey = (slug: string) => `online-book-rules:${slug}`;

const rulesRead = (slug: string): boolean => {
  try {
    return window.localStorage.getItem(rulesKey(slug)) === '1';
  } catch {
    return false;
  }
};

const rememberRules = (slug: string): void => {
  try {
    window.localStorage.setItem(rulesKey(slug), '1');
  } catch {
    // Private browsing without storage: the rules show again next time, nothing else breaks.
  }
};

/**
 * Routes `/online/book/{slug}` and `/online/book/{slug}/{roomTypeId}` (public, no login;
 * operations spec §2 "Online booking", §4): step 1 dates and rooms (photos, what is free and
 * the online rate's price, a quantity per room type), step 2 the guest, the house rules (shown
 * once per browser), the bank accounts with their QR codes, and the request. A 404 when the
 * property has no online booking.
 */
export function OnlineBookingPage() {
  const { slug, roomTypeId } = useParams();
  const { t } = useTranslation('online');
  const page = useGetOnlinePageQuery({ slug: slug ?? '' }, { skip: !slug });
  useDocumentTitle(page.data ? page.data.property.name : t('title'));
  if (!slug || httpStatusOf(page.error) === 404) return <NotFoundPage />;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex justify="space-between" align="center" gap="3">
            <BrandMark showName="always" />
            <LanguageSwitch />
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py={{ base: '5', md: '8' }}>
        {page.isLoading ? (
          <Stack gap="4" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height="48" borderRadius="xl" />
            <Skeleton height="64" borderRadius="xl" />
          </Stack>
        ) : page.data ? (
          <Booking slug={slug} page={page.data} focusRoomTypeId={roomTypeId ?? null} />
        ) : (
          <QueryError
            title={t('error')}
            error={page.error}
            onRetry={() => void page.refetch()}
            retrying={page.isFetching}
          />
        )}
      </Container>
      <ScrollToTop />
    </Box>
  );
}

/** A button back to the top once the page has scrolled past SCROLL_TOP_AFTER. */
function ScrollToTop() {
  const { t } = useTranslation('online');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      position="fixed"
      // Above the phone's booking bar (booking-bar.tsx).
      bottom="28"
      css={{ [ABOVE_PHONE]: { bottom: '6' } }}
      right="6"
      borderRadius="full"
      shadow="lg"
      aria-label={t('toTop')}
      data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}

function Booking({
  slug,
  page,
  focusRoomTypeId,
}: {
  slug: string;
  page: OnlinePage;
  focusRoomTypeId: string | null;
}) {
  const { t, i18n } = useTranslation('online');
  const money = (value: number) => formatMoney(value, i18n.language);
  const { booking } = page;
  const [checkIn, setCheckIn] = useState(booking.minCheckIn);
  const [checkOut, setCheckOut] = useState(addDays(booking.minCheckIn, 1));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [success, setSuccess] = useState<(OnlineRequestAnswer & { amount: number }) | null>(null);
  const [check, availability] = useOnlineAvailabilityMutation();
  const [result, setResult] = useState<OnlineAvailability | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const focused = useRef(false);
  const stepsRef = useRef<HTMLDivElement | null>(null);

  const datesValid = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  /** The date fields left with text that is no date (called invalid under them). */
  const [left, setLeft] = useState<{ checkIn?: boolean; checkOut?: boolean }>({});
  const dateProblem = (field: 'checkIn' | 'checkOut', value: string) =>
    left[field] && value.trim() !== '' && !isIsoDate(value)
      ? [t('dateInput.invalidDate', { ns: 'common' })]
      : undefined;

  // New dates: availability again, and the selection, guest and step start over.
  useEffect(() => {
    setQuantities({});
    setStep(1);
    setResult(null);
    if (!datesValid) return undefined;
    let current = true;
    setDateError(null);
    check({ slug, checkIn, checkOut })
      .unwrap()
      .then((answer) => {
        if (!current) return;
        setResult(answer);
        // A link to one room type starts with one of its rooms chosen (if free).
        if (focusRoomTypeId && !focused.current) {
          focused.current = true;
          const line = answer.roomTypes.find((r) => r.roomTypeId === focusRoomTypeId);
          if (line && line.available > 0) setQuantities({ [focusRoomTypeId]: 1 });
          document.getElementById(`room-type-${focusRoomTypeId}`)?.scrollIntoView();
        }
      })
      .catch((error: unknown) => {
        if (current) setDateError(errorMessageOf(error, i18n.t.bind(i18n)));
      });
    return () => {
      current = false;
    };
  }, [slug, checkIn, checkOut, datesValid, check, focusRoomTypeId, reload, i18n]);

  const nights = datesValid ? daysBetween(checkIn, checkOut) : 0;
  const byId = useMemo(
    () => new Map((result?.roomTypes ?? []).map((r) => [r.roomTypeId, r])),
    [result],
  );
  const chosen = page.roomTypes
    .map((type) => ({ type, quantity: quantities[type.id] ?? 0, offer: byId.get(type.id) }))
    .filter((line) => line.quantity > 0 && line.offer);
  const roomsChosen = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const total = chosen.reduce((sum, line) => sum + line.quantity * (line.offer?.total ?? 0), 0);

  const setQuantity = (roomTypeId: string, quantity: number) => {
    const next = { ...quantities, [roomTypeId]: quantity };
    if (quantity <= 0) delete next[roomTypeId];
    setQuantities(next);
    // Removing the last room clears everything.
    if (Object.keys(next).length === 0) setStep(1);
  };

  return (
    <Stack gap="6">
      <PropertyHeader slug={slug} page={page} />
      <Steps.Root ref={stepsRef} step={step - 1} count={2} size="sm" colorPalette="brand">
        {/* A progress line, not tabs (nothing here is clicked): a list of its two steps. */}
        <Steps.List role="list" {...NOT_TABS}>
          {[t('steps.rooms'), t('steps.guest')].map((title, index) => (
            <Steps.Item key={title} index={index} role="listitem">
              <Steps.Indicator />
              <Steps.Title>{title}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap="6" alignItems="start">
        <Stack gap="5">
          {step === 1 ? (
            <>
              <Card.Root borderRadius="xl">
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="end">
                    <FormField
                      label={t('dates.checkIn')}
                      errors={dateProblem('checkIn', checkIn)}
                      required
                    >
                      <DateInput
                        name="checkIn"
                        min={booking.minCheckIn}
                        max={addDays(booking.minCheckIn, booking.maxDaysAhead)}
                        today={booking.minCheckIn}
                        value={checkIn}
                        onChange={(e) => {
                          const value = e.target.value;
                          setCheckIn(value);
                          setLeft((old) => ({ ...old, checkIn: false }));
                          if (isIsoDate(value) && (!isIsoDate(checkOut) || checkOut <= value)) {
                            setCheckOut(addDays(value, 1));
                          }
                        }}
                        onBlur={() => setLeft((old) => ({ ...old, checkIn: true }))}
                      />
                    </FormField>
                    <FormField
                      label={t('dates.checkOut')}
                      errors={dateProblem('checkOut', checkOut)}
                      required
                    >
                      <DateInput
                        name="checkOut"
                        min={isIsoDate(checkIn) ? addDays(checkIn, 1) : booking.minCheckIn}
                        max={isIsoDate(checkIn) ? addDays(checkIn, booking.maxNights) : undefined}
                        today={booking.minCheckIn}
                        value={checkOut}
                        onChange={(e) => {
                          setCheckOut(e.target.value);
                          setLeft((old) => ({ ...old, checkOut: false }));
                        }}
                        onBlur={() => setLeft((old) => ({ ...old, checkOut: true }))}
                      />
                    </FormField>
                    <Text color="fg.muted" pb="2">
                      {datesValid ? t('dates.nights', { count: nights }) : t('dates.choose')}
                    </Text>
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              {dateError ? <FormAlert messages={[dateError]} /> : null}
              {page.roomTypes.length === 0 ? (
                <Alert.Root status="info" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Title>{t('rooms.none')}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Stack gap="4" aria-busy={availability.isLoading}>
                {page.roomTypes.map((type) => (
                  <RoomTypeCard
                    key={type.id}
                    slug={slug}
                    type={type}
                    offer={byId.get(type.id) ?? null}
                    loading={availability.isLoading || (!result && datesValid && !dateError)}
                    quantity={quantities[type.id] ?? 0}
                    canAdd={roomsChosen < booking.maxRooms}
                    highlighted={type.id === focusRoomTypeId}
                    onQuantity={(quantity) => setQuantity(type.id, quantity)}
                    money={money}
                  />
                ))}
              </Stack>
            </>
          ) : (
            <GuestStep
              slug={slug}
              page={page}
              request={{
                checkIn,
                checkOut,
                rooms: chosen.map((l) => ({ roomTypeId: l.type.id, quantity: l.quantity })),
              }}
              onBack={() => setStep(1)}
              onDone={(answer) => {
                setSuccess({ ...answer, amount: total });
                setQuantities({});
                setStep(1);
                setReload((n) => n + 1);
              }}
              onUnavailable={() => {
                setStep(1);
                setReload((n) => n + 1);
              }}
            />
          )}
        </Stack>
        <Card.Root
          borderRadius="xl"
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
          data-testid="booking-summary"
        >
          <Card.Header>
            <Heading as="h2" size="md">
              {t('summary.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {datesValid
                  ? t('summary.dates', { checkIn, checkOut, count: nights })
                  : t('dates.choose')}
              </Text>
              {chosen.length === 0 ? (
                <Text fontSize="sm">{t('summary.empty')}</Text>
              ) : (
                <Stack gap="2" as="ul" listStyleType="none">
                  {chosen.map((line) => (
                    <Flex as="li" key={line.type.id} justify="space-between" gap="3" fontSize="sm">
                      <Text>
                        {line.quantity} × {line.type.name}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">
                        {money(line.quantity * (line.offer?.total ?? 0))}
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              )}
              <Flex justify="space-between" fontWeight="semibold" borderTopWidth="1px" pt="3">
                <Text>{t('summary.total')}</Text>
                <Text fontVariantNumeric="tabular-nums" data-testid="booking-total">
                  {money(total)}
                </Text>
              </Flex>
              {step === 1 ? (
                // On a phone the booking bar has it (booking-bar.tsx).
                <Button
                  display="none"
                  css={{ [ABOVE_PHONE]: { display: 'inline-flex' } }}
                  disabled={chosen.length === 0}
                  onClick={() => setStep(2)}
                >
                  {t('summary.continue')}
                </Button>
              ) : null}
              <Text fontSize="xs" color="fg.muted">
                {t('summary.times', {
                  checkIn: page.property.checkInTime,
                  checkOut: page.property.checkOutTime,
                })}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
      {step === 1 ? (
        <BookingBar
          total={total}
          rooms={roomsChosen}
          nights={nights}
          money={money}
          onContinue={() => {
            setStep(2);
            // The guest's form replaces the room list: show it from its top.
            requestAnimationFrame(() => stepsRef.current?.scrollIntoView({ block: 'start' }));
          }}
        />
      ) : null}
      <SuccessDialog answer={success} onClose={() => setSuccess(null)} money={money} />
    </Stack>
  );
}

/** The property: name, stars, contacts, a picture and the description (More / Close). */
function PropertyHeader({ slug, page }: { slug: string; page: OnlinePage }) {
  const { t } = useTranslation('online');
  const [more, setMore] = useState(false);
  const { property } = page;
  const picture = property.images[0] ?? property.image ?? page.roomTypes[0]?.images[0] ?? null;
  const description = property.description ?? '';
  const long = description.length > DESCRIPTION_LIMIT;
  return (
    <Card.Root borderRadius="xl" overflow="hidden">
      <Grid templateColumns={{ base: '1fr', md: picture ? '2fr 3fr' : '1fr' }}>
        {picture ? (
          <Image
            src={onlineImageUrl(slug, picture, 800, 600)}
            alt={property.name}
            objectFit="cover"
            w="full"
            h={{ base: '48', md: 'full' }}
            minH={{ md: '64' }}
          />
        ) : null}
        <Card.Body gap="3">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">
              {property.name}
            </Heading>
            {property.starRating ? (
              <HStack gap="0.5" role="img" aria-label={t('stars', { count: property.starRating })}>
                {Array.from({ length: property.starRating }, (_, i) => (
                  <StarIcon key={i} boxSize="4" color="orange.400" />
                ))}
              </HStack>
            ) : null}
          </HStack>
          {property.address ? <Text color="fg.muted">{property.address}</Text> : null}
          <Wrap gap="4" fontSize="sm">
            {property.phone ? (
              <HStack gap="1.5">
                <PhoneIcon boxSize="4" />
                <Text>{property.phone}</Text>
              </HStack>
            ) : null}
            {property.email ? (
              <HStack gap="1.5">
                <MailIcon boxSize="4" />
                <Text>{property.email}</Text>
              </HStack>
            ) : null}
          </Wrap>
          {description ? (
            <Box>
              <Text whiteSpace="pre-line" data-testid="property-description">
                {long && !more ? `${description.slice(0, DESCRIPTION_LIMIT)}…` : description}
              </Text>
              {long ? (
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  colorPalette="brand"
                  onClick={() => setMore(!more)}
                >
                  {more ? t('description.close') : t('description.more')}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}

function RoomTypeCard({
  slug,
  type,
  offer,
  loading,
  quantity,
  canAdd,
  highlighted,
  onQuantity,
  money,
}: {
  slug: string;
  type: OnlineRoomType;
  offer: OnlineAvailability['roomTypes'][number] | null;
  loading: boolean;
  quantity: number;
  canAdd: boolean;
  highlighted: boolean;
  onQuantity: (quantity: number) => void;
  money: (value: number) => string;
}) {
  const { t } = useTranslation('online');
  const [picture, setPicture] = useState(0);
  const image = type.images[picture] ?? type.images[0];
  const available = offer?.available ?? 0;
  return (
    <Card.Root
      id={`room-type-${type.id}`}
      borderRadius="xl"
      overflow="hidden"
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : '1px'}
      data-testid={`room-type-${type.name}`}
    >
      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }}>
        <Box bg="bg.muted" minH="44">
          {image ? (
            <Stack gap="1" p="0">
              <Image
                src={onlineImageUrl(slug, image, 600, 400)}
                alt={type.name}
                objectFit="cover"
                w="full"
                h="44"
              />
              {type.images.length > 1 ? (
                <HStack gap="1" px="1" pb="1" overflowX="auto">
                  {type.images.map((path, index) => (
                    <chakra.button
                      key={path}
                      type="button"
                      onClick={() => setPicture(index)}
                      aria-label={t('rooms.picture', { number: index + 1 })}
                      borderWidth="2px"
                      borderColor={index === picture ? 'brand.solid' : 'transparent'}
                      borderRadius="sm"
                      flexShrink="0"
                    >
                      <Image
                        src={onlineImageUrl(slug, path, 60, 60)}
                        alt={''}
                        w="10"
                        h="10"
                        objectFit="cover"
                      />
                    </chakra.button>
                  ))}
                </HStack>
              ) : null}
            </Stack>
          ) : (
            <Flex h="full" minH="44" align="center" justify="center" color="fg.subtle">
              <BedIcon boxSize="10" />
            </Flex>
          )}
        </Box>
        <Card.Body gap="3">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Heading as="h3" size="lg">
              {type.name}
            </Heading>
            {loading ? (
              <Skeleton h="6" w="24" />
            ) : offer && available > 0 ? (
              <Badge colorPalette="green" variant="subtle" borderRadius="full">
                {t('rooms.left', { count: available })}
              </Badge>
            ) : (
              <Badge colorPalette="red" variant="subtle" borderRadius="full">
                {t('rooms.soldOut')}
              </Badge>
            )}
          </Flex>
          <Wrap gap="4" fontSize="sm" color="fg.muted">
            <HStack gap="1.5">
              <AdultIcon boxSize="4" />
              <Text>{t('rooms.occupancy', { count: type.occupancy })}</Text>
            </HStack>
            {type.bedType ? (
              <HStack gap="1.5">
                <BedIcon boxSize="4" />
                <Text>{type.bedType}</Text>
              </HStack>
            ) : null}
            {type.floorSize ? <Text>{t('rooms.floorSize', { size: type.floorSize })}</Text> : null}
          </Wrap>
          {type.description ? (
            <Text fontSize="sm" lineClamp="3">
              {type.description}
            </Text>
          ) : null}
          {type.amenities.length > 0 ? (
            <Wrap gap="1.5">
              {type.amenities.slice(0, 8).map((amenity) => (
                <Badge key={amenity} variant="outline" colorPalette="gray" borderRadius="full">
                  {amenity}
                </Badge>
              ))}
            </Wrap>
          ) : null}
          {offer && !offer.sellable && offer.reasons.length > 0 ? (
            <Text fontSize="sm" color="fg.warning">
              {offer.reasons.join(' ')}
            </Text>
          ) : null}
          <Flex justify="space-between" align="end" gap="3" wrap="wrap" mt="auto">
            <Box>
              {offer && offer.sellable ? (
                <>
                  <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {money(offer.total)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('rooms.priceFor', { count: offer.nights })}
                  </Text>
                </>
              ) : null}
            </Box>
            <HStack gap="2" role="group" aria-label={t('rooms.quantity', { name: type.name })}>
              <IconButton
                size="sm"
                variant="outline"
                aria-label={t('rooms.less', { name: type.name })}
                disabled={quantity === 0}
                onClick={() => onQuantity(quantity - 1)}
              >
                <MinusIcon />
              </IconButton>
              <Text minW="6" textAlign="center" fontWeight="semibold" data-testid="quantity">
                {quantity}
              </Text>
              <IconButton
                size="sm"
                aria-label={t('rooms.more', { name: type.name })}
                disabled={!offer || quantity >= available || !canAdd || loading}
                onClick={() => onQuantity(quantity + 1)}
              >
                <PlusIcon />
              </IconButton>
            </HStack>
          </Flex>
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}

/** Step 2: the guest, the house rules (once per browser), the bank accounts, and the request. */
function GuestStep({
  slug,
  page,
  request,
  onBack,
  onDone,
  onUnavailable,
}: {
  slug: string;
  page: OnlinePage;
  request: { checkIn: string; checkOut: string; rooms: { roomTypeId: string; quantity: number }[] };
  onBack: () => void;
  onDone: (answer: OnlineRequestAnswer) => void;
  onUnavailable: () => void;
}) {
  const { t, i18n } = useTranslation('online');
  // The guest's own choice: in Mongolian the page starts at Mongolia (+976), in English with
  // no country at all (a UK guest is not made Mongolian by default).
  const [values, setValues] = useState<Record<GuestField, string>>(() => ({
    name: '',
    surname: '',
    email: '',
    nationality: defaultCountry(i18n.language),
    phoneCountry: defaultCountry(i18n.language),
    phoneNumber: '',
    notes: '',
  }));
  const form = useFormErrors(GUEST_FIELDS);
  const [submit, { isLoading }] = useSubmitOnlineRequestMutation();
  const [rulesOpen, setRulesOpen] = useState(() => page.rules.length > 0 && !rulesRead(slug));
  const [accepted, setAccepted] = useState(() => page.rules.length === 0 || rulesRead(slug));
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const change = (field: GuestField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearField(field);
    key.current = null;
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!accepted) {
      setRulesOpen(true);
      return;
    }
    const missing: Partial<Record<GuestField, string[]>> = {};
    for (const field of ['name', 'email', 'nationality', 'phoneNumber'] as const) {
      if (!values[field].trim()) missing[field] = [t('guest.required')];
    }
    // A number with its own + carries its country; any other needs the country chosen.
    if (!values.phoneCountry && !values.phoneNumber.trim().startsWith('+')) {
      missing.phoneCountry = [t('guest.phoneCountryRequired')];
    }
    if (Object.keys(missing).length > 0) {
      form.showFieldErrors(missing);
      return;
    }
    key.current ??= newIdempotencyKey();
    try {
      const answer = await submit({
        slug,
        idempotencyKey: key.current,
        request: {
          ...request,
          guest: {
            name: values.name,
            surname: values.surname,
            email: values.email,
            phoneNumber: internationalPhone(values.phoneCountry, values.phoneNumber),
            nationality: values.nationality,
          },
          notes: values.notes,
        },
      }).unwrap();
      key.current = null;
      onDone(answer);
    } catch (error) {
      const status = httpStatusOf(error);
      const hasFields = form.showServerErrors(error);
      if (!hasFields || status === 409) {
        setProblem(errorMessageOf(error, t));
        if (status === 409) onUnavailable();
      }
    }
  };

  return (
    <Stack gap="5">
      <Card.Root borderRadius="xl">
        <Card.Header>
          <Heading as="h2" size="lg">
            {t('guest.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <chakra.form onSubmit={(e) => void send(e)} noValidate>
            <Stack gap="4">
              {problem || form.other.length > 0 ? (
                <FormAlert messages={[...(problem ? [problem] : []), ...form.other]} />
              ) : null}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label={t('guest.name')} errors={form.errors.name} required>
                  <Input
                    ref={form.inputRef('name')}
                    name="name"
                    autoComplete="given-name"
                    value={values.name}
                    onChange={(e) => change('name', e.target.value)}
                  />
                </FormField>
                <FormField
                  label={t('guest.surname')}
                  errors={form.errors.surname}
                  optionalText={t('optional')}
                >
                  <Input
                    ref={form.inputRef('surname')}
                    name="surname"
                    autoComplete="family-name"
                    value={values.surname}
                    onChange={(e) => change('surname', e.target.value)}
                  />
                </FormField>
                <FormField label={t('guest.email')} errors={form.errors.email} required>
                  <Input
                    ref={form.inputRef('email')}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(e) => change('email', e.target.value)}
                  />
                </FormField>
                <FormField label={t('guest.nationality')} errors={form.errors.nationality} required>
                  <CountrySelect
                    inputRef={form.inputRef('nationality')}
                    name="nationality"
                    placeholder={t('guest.nationalityPlaceholder')}
                    value={values.nationality}
                    onChange={(value) => change('nationality', value)}
                  />
                </FormField>
              </SimpleGrid>
              <PhoneField
                country={values.phoneCountry}
                number={values.phoneNumber}
                onCountry={(code) => change('phoneCountry', code)}
                onNumber={(number) => change('phoneNumber', number)}
                countryErrors={form.errors.phoneCountry}
                numberErrors={form.errors.phoneNumber}
                countryRef={form.inputRef('phoneCountry')}
                numberRef={form.inputRef('phoneNumber')}
              />
              <FormField
                label={t('guest.notes')}
                errors={form.errors.notes}
                optionalText={t('optional')}
              >
                <Textarea
                  ref={form.inputRef('notes')}
                  name="notes"
                  rows={3}
                  maxLength={1000}
                  value={values.notes}
                  onChange={(e) => change('notes', e.target.value)}
                />
              </FormField>
              {page.rules.length > 0 ? (
                <HStack gap="2" fontSize="sm">
                  {accepted ? <CheckCircleIcon color="green.500" boxSize="4" /> : null}
                  <Text>{accepted ? t('rules.accepted') : t('rules.notAccepted')}</Text>
                  <Button
                    variant="plain"
                    size="sm"
                    colorPalette="brand"
                    px="0"
                    onClick={() => setRulesOpen(true)}
                  >
                    {t('rules.open')}
                  </Button>
                </HStack>
              ) : null}
              <Flex justify="space-between" gap="3" wrap="wrap">
                <Button variant="outline" colorPalette="gray" onClick={onBack} disabled={isLoading}>
                  {t('guest.back')}
                </Button>
                <Button type="submit" loading={isLoading}>
                  {t('guest.submit')}
                </Button>
              </Flex>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
      {page.banks.length > 0 ? (
        <Card.Root borderRadius="xl">
          <Card.Header>
            <Heading as="h2" size="lg">
              {t('banks.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('banks.description')}
            </Text>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {page.banks.map((bank) => (
                <Flex
                  key={bank.id}
                  gap="3"
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                  align="center"
                >
                  {bank.qrImage ? (
                    <Image
                      src={onlineImageUrl(slug, bank.qrImage, 200, 200)}
                      alt={t('banks.qr', { bank: bank.bankName })}
                      w="24"
                      h="24"
                      objectFit="contain"
                    />
                  ) : null}
                  <Box fontSize="sm">
                    <Text fontWeight="semibold">{bank.bankName}</Text>
                    <Text>{bank.accountName}</Text>
                    <Text fontVariantNumeric="tabular-nums">
                      {bank.number} ({bank.currency})
                    </Text>
                  </Box>
                </Flex>
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ) : null}
      <Dialog.Root
        open={rulesOpen}
        onOpenChange={(details) => setRulesOpen(details.open)}
        size="md"
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="rules-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('rules.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {page.rules.map((rule) => (
                    <Box key={rule.id}>
                      <Text fontWeight="semibold">{rule.title}</Text>
                      <Text fontSize="sm" whiteSpace="pre-line" color="fg.muted">
                        {rule.description}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  onClick={() => {
                    rememberRules(slug);
                    setAccepted(true);
                    setRulesOpen(false);
                  }}
                >
                  {t('rules.accept')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

function SuccessDialog({
  answer,
  onClose,
  money,
}: {
  answer: (OnlineRequestAnswer & { amount: number }) | null;
  onClose: () => void;
  money: (value: number) => string;
}) {
  const { t } = useTranslation('online');
  return (
    <Dialog.Root
      open={answer !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="sm"
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="request-sent">
            <Dialog.Header>
              <HStack gap="2">
                <CheckCircleIcon color="green.500" boxSize="6" />
                <Dialog.Title>{t('success.title')}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {answer ? (
                <Stack gap="2">
                  <Text>
                    {t('success.number')}{' '}
                    <Text as="strong" fontSize="lg" data-testid="request-number">
                      {`RN-${answer.number}`}
                    </Text>
                  </Text>
                  <Text>{t('success.total', { total: money(answer.amount) })}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('success.next', { until: new Date(answer.until).toLocaleString() })}
                  </Text>
                  {answer.emailSent === false ? (
                    <Text color="fg.warning" fontSize="sm">
                      {t('success.noEmail')}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('success.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
