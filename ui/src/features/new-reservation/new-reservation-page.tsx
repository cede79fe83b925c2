import {
  Alert,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Spinner,
  Stack,
  Steps,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, MailIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { browserToday } from '../../lib/dates';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import {
  type AvailabilityRequest,
  type Booked,
  type BookRequest,
  type RoomTypeAvailability,
  useBookReservationMutation,
  useCheckAvailabilityMutation,
  useGetGroupQuery,
} from '../../shared/reservations/reservations-api';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import { CHARGE_KINDS } from '../folio';
import { useListPartnersQuery, useListSourcesQuery } from '../settings';
import { BookingSummary } from './booking-summary';
import { GeneralStep } from './general-step';
import { keepsPending } from '@hotel/events/reservations/walk-in';
import { EMPTY_GUEST, GuestStep, type GuestValues, phoneOf, typedPhoneOf } from './guest-step';
import { quoteArgsOf, useLineStates } from './line-quotes';
import { type BookingLine, newLine, reconcileLines, roomTypesOf, roomsLeft } from './lines';
import { propertyPath } from '../../lib/property-pages';
import { RoomsStep } from './rooms-step';
import {
  type BookingErrors,
  GENERAL_FIELDS,
  type GeneralField,
  GUEST_FIELDS,
  type GuestField,
  NO_ERRORS,
  STEPS,
  type Step,
  firstStepWithErrors,
  sortErrors,
} from './server-errors';
import {
  DEFAULT_HOTEL_TIMES,
  type General,
  availabilityRequestOf,
  datesComplete,
  earliestCheckIn,
  isIsoDate,
  nightStay,
  sameRequest,
} from './stay';
import { useStaySettings } from './use-stay-settings';

/** What the address asks for (operations spec §2 "New reservation"). */
export interface Prefill {
  /** Add the rooms to this group. */
  gid: string | null;
  checkIn: string | null;
  checkOut: string | null;
  /** A room picked on the calendar, and its room type: preselected once the search answers. */
  roomId: string | null;
  roomTypeId: string | null;
  /** Opened from the calendar (`from=cl`): the calendar again after saving. */
  fromCalendar: boolean;
}

export const prefillOf = (params: URLSearchParams): Prefill => ({
  gid: params.get('gid') || null,
  checkIn: isIsoDate(params.get('checkIn')) ? params.get('checkIn') : null,
  checkOut: isIsoDate(params.get('checkOut')) ? params.get('checkOut') : null,
  roomId: params.get('roomId') || null,
  roomTypeId: params.get('roomTypeId') || null,
  fromCalendar: params.get('from') === 'cl',
});

/**
 * Where the stepper goes after saving: the calendar (at the stay's check-in) when it came from
 * there; the reservation when one room was booked on its own; otherwise the group.
 */
export const afterSavePath = (
  slug: string,
  prefill: Prefill,
  booked: Booked,
  checkIn: string,
): string => {
  if (prefill.fromCalendar) return `${propertyPath(slug, 'calendar')}?date=${checkIn}`;
  const [only] = booked.reservationIds;
  if (!prefill.gid && only && booked.reservationIds.length === 1) {
    return propertyPath(slug, 'reservation', { id: only });
  }
  return propertyPath(slug, 'group', { id: booked.groupId });
};

/**
 * Route `/new/reservation` (manage-reservations): the new-reservation stepper — 1 the stay,
 * 2 the rooms, 3 the guest (operations spec §2). The address may name a group to add to
 * (`gid`) and, from the calendar, the dates and the room (`checkIn`, `checkOut`, `roomId`,
 * `roomTypeId`, `from=cl`).
 */
export function NewReservationPage() {
  const { slug, hotel } = useCurrentHotel();
  const [params] = useSearchParams();
  if (!slug || !hotel) return <NotFoundPage />;
  // Another address (the top bar's button, another calendar range) starts afresh.
  return (
    <NewReservation
      key={params.toString()}
      slug={slug}
      workingDate={hotel.workingDate}
      prefill={prefillOf(params)}
    />
  );
}

interface Search {
  request: AvailabilityRequest;
  roomTypes: RoomTypeAvailability[];
}

interface PageAlert {
  status: 'error' | 'warning';
  title: string;
  messages: string[];
}

const initialGeneral = (prefill: Prefill, workingDate: string): General => {
  const today = isIsoDate(workingDate) ? workingDate : browserToday();
  const checkIn = prefill.checkIn ?? today;
  const stay = nightStay(checkIn, DEFAULT_HOTEL_TIMES);
  const checkOut =
    prefill.checkOut && prefill.checkOut > checkIn ? prefill.checkOut : stay.checkOut;
  return { ...stay, checkOut, sourceId: '', partnerId: '' };
};

function NewReservation({
  slug,
  workingDate,
  prefill,
}: {
  slug: string;
  workingDate: string;
  prefill: Prefill;
}) {
  const { t } = useTranslation('booking');
  const local = useLocalName();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const settings = useStaySettings(slug);
  const sources = useListSourcesQuery({ slug });
  const partners = useListPartnersQuery({ slug });
  const group = useGetGroupQuery({ slug, id: prefill.gid ?? '' }, { skip: !prefill.gid });
  const [checkAvailability, { isLoading: searching }] = useCheckAvailabilityMutation();
  const [bookReservation, { isLoading: saving }] = useBookReservationMutation();

  const [step, setStep] = useState<Step>('general');
  const [general, setGeneral] = useState<General>(() => initialGeneral(prefill, workingDate));
  // What the partner pays (payer routing at booking); only with a partner.
  const [partnerPays, setPartnerPays] = useState<ChargeKind[]>([]);
  const [search, setSearch] = useState<Search | null>(null);
  const [lines, setLines] = useState<BookingLine[]>([]);
  const [guest, setGuest] = useState<GuestValues>(EMPTY_GUEST);
  const [errors, setErrors] = useState<BookingErrors>(NO_ERRORS);
  const [alert, setAlert] = useState<PageAlert | null>(null);
  /** Fields the user changed: loaded defaults (hotel times, default source, group) leave them. */
  const touched = useRef(new Set<string>());
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const earliest = earliestCheckIn(isIsoDate(workingDate) ? workingDate : general.checkIn);

  // The hotel's check-in and check-out times, once its profile answers.
  useEffect(() => {
    if (!settings.ready || touched.current.has('stay')) return;
    setGeneral((current) =>
      current.stayType === 'night'
        ? { ...current, arrivalTime: settings.checkInTime, exitTime: settings.checkOutTime }
        : current,
    );
  }, [settings.ready, settings.checkInTime, settings.checkOutTime]);

  // The default source, preselected (operations spec §4).
  const defaultSourceId = sources.data?.data.find((source) => source.isDefault)?.id ?? '';
  useEffect(() => {
    if (!defaultSourceId || touched.current.has('source')) return;
    setGeneral((current) =>
      current.sourceId ? current : { ...current, sourceId: defaultSourceId },
    );
  }, [defaultSourceId]);

  // The spec's default-source rule, by the server's own function: a booking on the default
  // source for the working date with a room chosen is saved pending, so the guest step does
  // not offer "confirmed" and says why.
  const chosenSource = sources.data?.data.find((source) =>
    general.sourceId ? source.id === general.sourceId : source.isDefault,
  );
  const walkInSource =
    chosenSource &&
    keepsPending({
      sourceIsDefault: chosenSource.isDefault,
      // Staff book on the hotel's own sources: no external channel.
      serviceName: null,
      checkIn: general.checkIn,
      workingDate,
      roomChosen: lines.some((line) => line.roomIds.length > 0),
    })
      ? local(chosenSource)
      : null;

  // Adding to a group: its guest, source and partner, unless the user chose others.
  const groupData = group.data;
  useEffect(() => {
    if (!groupData) return;
    if (!touched.current.has('guest')) {
      const { guestClone } = groupData;
      setGuest((current) => ({
        ...current,
        name: guestClone.name,
        surname: guestClone.surname ?? '',
        phoneNumber: typedPhoneOf(guestClone.phoneNumber),
        email: guestClone.email ?? '',
        nationality: guestClone.nationality || current.nationality,
      }));
    }
    setGeneral((current) => ({
      ...current,
      sourceId:
        !touched.current.has('source') && groupData.sourceClone.sourceId
          ? groupData.sourceClone.sourceId
          : current.sourceId,
      partnerId:
        !touched.current.has('partner') && groupData.partnerClone
          ? groupData.partnerClone.partnerId
          : current.partnerId,
    }));
  }, [groupData]);

  const request = useMemo(() => availabilityRequestOf(general), [general]);
  const fresh = search !== null && sameRequest(search.request, request);

  // Searches may overlap (a date changed while one runs): only the latest one counts.
  const searchSeq = useRef(0);
  const runSearch = useCallback(
    async (
      asked: AvailabilityRequest,
      {
        move,
        preselect = false,
        keepAlert = false,
      }: { move: boolean; preselect?: boolean; keepAlert?: boolean },
    ) => {
      const seq = ++searchSeq.current;
      if (!keepAlert) setAlert(null);
      try {
        const result = await checkAvailability({ slug, search: asked }).unwrap();
        if (seq !== searchSeq.current) return;
        setSearch({ request: asked, roomTypes: result.roomTypes });
        setErrors((current) => ({ ...current, general: {}, rooms: [], lines: {} }));
        setLines((current) => {
          if (preselect && prefill.roomTypeId) {
            const roomType = result.roomTypes.find((r) => r.roomTypeId === prefill.roomTypeId);
            const plan = roomType?.ratePlans.find((p) => p.sellable) ?? roomType?.ratePlans[0];
            if (roomType && plan && roomType.available > 0) {
              const room = roomType.freeRooms.find((r) => r.id === prefill.roomId);
              return [newLine(roomType, plan.id, room ? [room.id] : [])];
            }
          }
          return reconcileLines(current, result.roomTypes);
        });
        if (move) setStep('rooms');
      } catch (error) {
        if (seq !== searchSeq.current) return;
        const fieldErrors = fieldErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) {
          const sorted = sortErrors(fieldErrors);
          setErrors((current) => ({ ...current, general: sorted.general }));
          setStep('general');
          const rest = [...sorted.other, ...sorted.rooms, ...Object.values(sorted.guest).flat()];
          if (rest.length > 0) {
            setAlert({ status: 'error', title: t('search.failed'), messages: rest });
          }
        } else {
          setAlert({
            status: 'error',
            title: t('search.failed'),
            messages: [errorMessageOf(error, t)],
          });
        }
      }
    },
    [checkAvailability, slug, prefill.roomTypeId, prefill.roomId, t],
  );

  // From the calendar: search at once (with the hotel's times) and preselect its room.
  const prefilledSearch = useRef(false);
  useEffect(() => {
    if (prefilledSearch.current || !prefill.checkIn || !settings.ready) return;
    prefilledSearch.current = true;
    const stay = initialGeneral(prefill, workingDate);
    void runSearch(
      availabilityRequestOf({
        ...stay,
        arrivalTime: settings.checkInTime,
        exitTime: settings.checkOutTime,
      }),
      { move: true, preselect: true },
    );
  }, [
    prefill,
    workingDate,
    settings.ready,
    settings.checkInTime,
    settings.checkOutTime,
    runSearch,
  ]);

  // Night stays: other dates after a search search again (operations spec §4), keeping the
  // lines where the rooms are still free.
  const searched = search?.request;
  useEffect(() => {
    if (!searched || searched.stayType !== 'night' || request.stayType !== 'night') return;
    if (!datesComplete(general)) return;
    if (searched.checkIn === request.checkIn && searched.checkOut === request.checkOut) return;
    const timer = setTimeout(() => void runSearch(request, { move: false }), 400);
    return () => clearTimeout(timer);
  }, [searched, request, general, runSearch]);

  // The lines: ready to go on when each can be booked (ages chosen, sellable, rooms free).
  const quoteArgs = search ? lines.map((line) => quoteArgsOf(slug, search.request, line)) : [];
  const lineStates = useLineStates(quoteArgs);
  const roomsFit = (search?.roomTypes ?? []).every((roomType) => roomsLeft(roomType, lines) >= 0);
  const linesReady =
    lines.length > 0 &&
    roomsFit &&
    lineStates.every((state) => state !== 'agesMissing' && state !== 'unsellable');

  const canEnter = (target: Step): boolean => {
    if (target === 'general') return true;
    if (!fresh) return false;
    return target === 'rooms' || linesReady;
  };

  const goTo = (target: Step) => {
    setStep(target);
    window.scrollTo?.({ top: 0 });
  };

  const clearFields = (group: keyof BookingErrors, field: string) =>
    setErrors((current) => {
      const messages = current[group] as Record<string, string[] | undefined>;
      if (!messages[field]) return current;
      const next = { ...messages };
      delete next[field];
      return { ...current, [group]: next };
    });

  const changeGeneral = (next: General, field: GeneralField) => {
    touched.current.add(field === 'source' ? 'source' : field === 'partner' ? 'partner' : 'stay');
    clearFields('general', field);
    if (field === 'checkIn') clearFields('general', 'checkOut');
    // No partner (cleared, or a time stay): nobody else pays.
    if (!next.partnerId) {
      setPartnerPays([]);
      clearFields('general', 'partnerPays');
    }
    setGeneral(next);
  };

  // Kept in the server's order of kinds, whatever the order of the ticks.
  const changePartnerPays = (kind: ChargeKind, checked: boolean) => {
    clearFields('general', 'partnerPays');
    setPartnerPays((current) =>
      CHARGE_KINDS.filter((k) => (k === kind ? checked : current.includes(k))),
    );
  };

  const changeGuest = (next: GuestValues, field: GuestField) => {
    touched.current.add('guest');
    clearFields('guest', field);
    setGuest(next);
  };

  const changeLines = (next: BookingLine[], changed?: number) => {
    setLines(next);
    // Indexes move when a line goes: its messages no longer point anywhere.
    setErrors((current) => ({
      ...current,
      rooms: [],
      lines:
        changed === undefined
          ? {}
          : Object.fromEntries(
              Object.entries(current.lines).filter(([index]) => Number(index) !== changed),
            ),
    }));
  };

  const inputRef = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      inputs.current.set(field, element);
    },
    [],
  );

  // One Idempotency-Key per attempt: repeating the same save reuses it; an edit starts anew.
  const attempt = useRef<{ key: string; sendEmail: boolean } | null>(null);
  useEffect(() => {
    attempt.current = null;
  }, [general, partnerPays, lines, guest]);

  const showBookingErrors = (sorted: BookingErrors) => {
    setErrors(sorted);
    const target = firstStepWithErrors(sorted);
    if (target) {
      goTo(target);
      const fields: readonly string[] = target === 'general' ? GENERAL_FIELDS : GUEST_FIELDS;
      const first = fields.find(
        (f) => (target === 'general' ? sorted.general : sorted.guest)[f as never],
      );
      if (first) setTimeout(() => inputs.current.get(first)?.focus(), 0);
    }
    setAlert(
      sorted.other.length > 0
        ? { status: 'error', title: t('save.failed'), messages: sorted.other }
        : null,
    );
  };

  const save = async (sendEmail: boolean) => {
    if (saving || !search) return;
    if (!guest.name.trim()) {
      showBookingErrors({ ...NO_ERRORS, guest: { 'guest.name': [t('guest.nameRequired')] } });
      return;
    }
    if (attempt.current?.sendEmail !== sendEmail) {
      attempt.current = { key: newIdempotencyKey(), sendEmail };
    }
    const timeStay = general.stayType === 'time';
    const booking: BookRequest = {
      ...(prefill.gid ? { gid: prefill.gid } : {}),
      source: general.sourceId ? { id: general.sourceId } : null,
      partner: general.partnerId && !timeStay ? { id: general.partnerId } : null,
      ...(general.partnerId && !timeStay && partnerPays.length > 0 ? { partnerPays } : {}),
      stayType: general.stayType,
      checkIn: general.checkIn,
      checkOut: general.stayType === 'night' ? general.checkOut : general.checkIn,
      arrivalTime: general.arrivalTime || null,
      exitTime: general.exitTime || null,
      resTime: timeStay ? general.hours : null,
      notes: guest.notes.trim() || null,
      roomTypes: roomTypesOf(lines),
      guest: {
        name: guest.name.trim(),
        surname: guest.surname.trim() || null,
        phoneNumber: phoneOf(guest.phoneNumber),
        email: guest.email.trim() || null,
        nationality: guest.nationality.trim() || null,
      },
      status: walkInSource !== null ? 'pending' : guest.status,
      isSendEmail: sendEmail,
    };
    setAlert(null);
    try {
      const booked = await bookReservation({
        slug,
        idempotencyKey: attempt.current.key,
        booking,
      }).unwrap();
      const rooms = booked.reservationIds.length;
      // Saved either way; the letter may not have gone (the mail server refused it).
      const notSent = sendEmail && booked.emailSent === false;
      toaster.create({
        type: notSent ? 'warning' : 'success',
        title: notSent
          ? t('save.savedNotSent', { count: rooms })
          : sendEmail
            ? t('save.savedAndSent', { count: rooms })
            : t('save.saved', { count: rooms }),
        description: booking.guest.name,
        closable: true,
      });
      void navigate(localized(afterSavePath(slug, prefill, booked, booking.checkIn)));
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 409) {
        // The room was just taken by another booking: say so and show what is free now.
        setAlert({
          status: 'warning',
          title: t('save.taken'),
          messages: [errorMessageOf(error, t), t('save.takenSearchAgain')],
        });
        goTo('rooms');
        void runSearch(search.request, { move: false, keepAlert: true });
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) {
        showBookingErrors(sortErrors(fieldErrors));
        return;
      }
      if (status === 400) {
        setAlert({
          status: 'error',
          title: t('save.failed'),
          messages: [errorMessageOf(error, t)],
        });
      }
      // Anything else (network, 5xx, 404) is notified by the app.
    }
  };

  const stepIndex = STEPS.indexOf(step);
  const hasEmail = guest.email.trim().length > 0;

  return (
    <Stack gap="5">
      {prefill.gid ? <GroupBanner group={group} /> : null}

      <Steps.Root
        // The steps switch the form below (their panel).
        ids={{ contentId: () => 'new-reservation-step' }}
        step={stepIndex}
        count={STEPS.length}
        size="sm"
        colorPalette="brand"
        linear={false}
        onStepChange={({ step: target }) => {
          const chosen = STEPS[target];
          if (chosen && canEnter(chosen)) goTo(chosen);
        }}
      >
        <Steps.List aria-label={t('steps.label')} maxW="3xl">
          {STEPS.map((name, i) => {
            const title = t(`steps.${name}`);
            return (
              // The trigger says which step is current; on the item too, the tab list would
              // hold an element that is no tab (null: React leaves the attribute out).
              <Steps.Item
                key={name}
                index={i}
                title={title}
                {...({ 'aria-current': null } as object)}
              >
                <Steps.Trigger
                  disabled={!canEnter(name)}
                  aria-current={i === stepIndex ? 'step' : undefined}
                  borderRadius="md"
                >
                  <Steps.Indicator>
                    <Steps.Status
                      complete={<CheckIcon boxSize="3.5" />}
                      incomplete={<Steps.Number />}
                    />
                  </Steps.Indicator>
                  <Steps.Title fontWeight={i === stepIndex ? 'semibold' : 'normal'}>
                    {title}
                  </Steps.Title>
                </Steps.Trigger>
                <Steps.Separator />
              </Steps.Item>
            );
          })}
        </Steps.List>
      </Steps.Root>

      {alert ? (
        <FormAlert status={alert.status} title={alert.title} messages={alert.messages} />
      ) : null}

      <Box id="new-reservation-step">
        {step === 'general' ? (
          <GeneralStep
            general={general}
            settings={settings}
            earliest={earliest}
            sources={sources.data?.data ?? []}
            partners={partners.data?.data ?? []}
            partnerPays={partnerPays}
            errors={errors.general}
            searching={searching}
            onChange={changeGeneral}
            onPartnerPaysChange={changePartnerPays}
            onSearch={() => void runSearch(request, { move: true })}
            inputRef={inputRef}
          />
        ) : search ? (
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
            // On a phone the summary (the total) comes before the buttons.
            templateAreas={{ base: `"main" "summary" "actions"`, lg: `"main summary" "actions ."` }}
            gap="5"
            alignItems="start"
          >
            <Box gridArea="main" minW="0">
              {step === 'rooms' ? (
                <RoomsStep
                  slug={slug}
                  stay={search.request}
                  roomTypes={search.roomTypes}
                  lines={lines}
                  onLinesChange={changeLines}
                  errors={errors}
                />
              ) : (
                <GuestStep
                  guest={guest}
                  walkInSource={walkInSource}
                  errors={errors.guest}
                  onChange={changeGuest}
                  inputRef={inputRef}
                />
              )}
            </Box>
            <Flex gridArea="actions" justify="space-between" gap="3" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="gray"
                onClick={() => goTo(step === 'guest' ? 'rooms' : 'general')}
              >
                <ArrowLeftIcon />
                {t('actions.back')}
              </Button>
              {step === 'rooms' ? (
                <HStack gap="3">
                  {!linesReady && lines.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('rooms.addOne')}
                    </Text>
                  ) : null}
                  <Button disabled={!linesReady} onClick={() => goTo('guest')}>
                    {t('actions.next')}
                    <ArrowRightIcon />
                  </Button>
                </HStack>
              ) : (
                <HStack gap="3" wrap="wrap">
                  {hasEmail ? (
                    <Button variant="outline" loading={saving} onClick={() => void save(true)}>
                      <MailIcon />
                      {t('actions.saveAndSend')}
                    </Button>
                  ) : null}
                  <Button
                    loading={saving}
                    loadingText={t('actions.saving')}
                    onClick={() => void save(false)}
                  >
                    <CheckIcon />
                    {t('actions.save')}
                  </Button>
                </HStack>
              )}
            </Flex>
            <Box gridArea="summary" alignSelf={{ lg: 'stretch' }}>
              <BookingSummary
                slug={slug}
                stay={search.request}
                roomTypes={search.roomTypes}
                lines={lines}
              />
            </Box>
          </Grid>
        ) : null}
      </Box>
    </Stack>
  );
}

/** "Adding to group #N" with the group's guest, while the group is read. */
function GroupBanner({ group }: { group: ReturnType<typeof useGetGroupQuery> }) {
  const { t } = useTranslation('booking');
  if (group.isError) {
    return (
      <FormAlert
        status="warning"
        title={t('group.notFound')}
        messages={[t('group.notFoundHelp')]}
      />
    );
  }
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="lg" data-testid="group-banner">
      <Alert.Indicator />
      <Alert.Content>
        {group.data ? (
          <>
            <Alert.Title>{t('group.adding', { number: group.data.number })}</Alert.Title>
            <Alert.Description>
              {t('group.summary', {
                guest: [group.data.guestClone.name, group.data.guestClone.surname]
                  .filter(Boolean)
                  .join(' '),
                count: group.data.reservations.length,
              })}
            </Alert.Description>
          </>
        ) : (
          <HStack gap="2">
            <Spinner size="xs" />
            <Box as="span">{t('group.loading')}</Box>
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
