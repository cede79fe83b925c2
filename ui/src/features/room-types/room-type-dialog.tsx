import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Input,
  InputGroup,
  NativeSelect,
  NumberInput,
  Portal,
  Separator,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { TUGRIK, shortNameOf } from './format';
import { RoomNumbersInput, numbersIn } from './room-numbers-input';
import {
  ROOM_TYPE_FIELDS,
  type RoomType,
  type SaveRoomTypeRequest,
  useListBedTypesQuery,
  useSaveRoomTypeMutation,
} from './room-types-api';

interface RoomTypeDialogProps {
  slug: string;
  /** The room type to change; null adds a new one. */
  roomType: RoomType | null;
  /** Room numbers the property has (keys), refused as new numbers. */
  takenNumbers: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a room type: every field of settings spec §3 with the bounds of §5. */
export function RoomTypeDialog({
  slug,
  roomType,
  takenNumbers,
  open,
  onOpenChange,
}: RoomTypeDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="lg"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RoomTypeForm
              key={roomType?.id ?? 'new'}
              slug={slug}
              roomType={roomType}
              takenNumbers={takenNumbers}
              firstField={firstField}
              onDone={() => onOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Values = Omit<SaveRoomTypeRequest, 'id' | 'names'>;
type Field = (typeof ROOM_TYPE_FIELDS)[number];

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const initialValues = (roomType: RoomType | null): Values => ({
  name: roomType?.name ?? '',
  nameEn: roomType?.nameEn ?? '',
  shortName: roomType?.shortName ?? '',
  shortNameEn: roomType?.shortNameEn ?? '',
  window: text(roomType?.window ?? 0),
  defaultPrice: text(roomType?.defaultPrice),
  priceDayUse: text(roomType?.priceDayUse || ''),
  hasTime: roomType?.hasTime ?? false,
  priceTime: text(roomType?.priceTime || ''),
  priceTimeCount: text(roomType?.priceTimeCount ?? 1),
  occupancy: text(roomType?.occupancy ?? 1),
  occupancyChildren: text(roomType?.occupancyChildren ?? 0),
  hasExtraBed: roomType?.hasExtraBed ?? false,
  extraBeds: text(roomType?.extraBeds ?? 1),
  bedTypeId: roomType?.bedTypeId ?? '',
  floorSize: text(roomType?.floorSize),
  description: roomType?.description ?? '',
  descriptionEn: roomType?.descriptionEn ?? '',
  byPerson: roomType?.byPerson ?? false,
  isPriority: roomType?.isPriority ?? false,
});

function RoomTypeForm({
  slug,
  roomType,
  takenNumbers,
  firstField,
  onDone,
}: {
  slug: string;
  roomType: RoomType | null;
  takenNumbers: ReadonlySet<string>;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('rooms');
  const language = i18n.resolvedLanguage ?? 'mn';
  const bedTypes = useListBedTypesQuery({ slug, language });
  const [saveRoomType, { isLoading }] = useSaveRoomTypeMutation();
  const [values, setValues] = useState<Values>(() => initialValues(roomType));
  // The short name follows the name's initials until the user writes their own.
  const [shortNameTouched, setShortNameTouched] = useState(
    () => roomType !== null && roomType.shortName !== shortNameOf(roomType.name),
  );
  const [names, setNames] = useState<string[]>([]);
  const [pending, setPending] = useState('');
  const form = useFormErrors(ROOM_TYPE_FIELDS);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const allNames = [...names, ...numbersIn(pending)];
      const saved = await saveRoomType({
        slug,
        idempotencyKey,
        roomType: {
          ...values,
          ...(roomType ? { id: roomType.id } : { names: allNames }),
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: roomType ? t('form.updated') : t('form.created'),
        description: values.name.trim(),
        closable: true,
      });
      if (saved) onDone();
    },
    onError: form.showServerErrors,
  });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    edited();
    form.clearField(field as Field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const setName = (name: string) => {
    set('name', name);
    if (!shortNameTouched) {
      form.clearField('shortName');
      setValues((current) => ({ ...current, shortName: shortNameOf(name) }));
    }
  };

  const digits = (field: 'defaultPrice' | 'priceDayUse' | 'priceTime') => (
    <InputGroup endElement={TUGRIK}>
      <Input
        name={field}
        ref={form.inputRef(field)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        fontVariantNumeric="tabular-nums"
        value={values[field]}
        onChange={(e) => set(field, e.target.value.replace(/\D+/g, ''))}
      />
    </InputGroup>
  );

  const count = (
    field: 'window' | 'occupancy' | 'occupancyChildren' | 'extraBeds' | 'priceTimeCount',
    min: number,
    max: number,
  ) => (
    <NumberInput.Root
      value={values[field]}
      onValueChange={(details) => set(field, details.value)}
      min={min}
      max={max}
      step={1}
      clampValueOnBlur
      allowMouseWheel={false}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <NumberInput.Control />
      <NumberInput.Input name={field} ref={form.inputRef(field)} />
    </NumberInput.Root>
  );

  const toggle = (
    field: 'hasExtraBed' | 'hasTime' | 'byPerson' | 'isPriority',
    label: ReactNode,
    help: ReactNode,
  ) => (
    <Switch.Root
      checked={values[field]}
      onCheckedChange={(details) => set(field, details.checked)}
      alignItems="flex-start"
    >
      <Switch.HiddenInput ref={form.inputRef(field)} />
      <Switch.Control mt="0.5" />
      <Switch.Label>
        <Text as="span" display="block" fontWeight="medium">
          {label}
        </Text>
        <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
          {help}
        </Text>
      </Switch.Label>
    </Switch.Root>
  );

  const section = (title: ReactNode) => (
    <Stack gap="1" pt="2">
      <Text
        fontWeight="semibold"
        fontSize="sm"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Text>
      <Separator />
    </Stack>
  );

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{roomType ? t('form.editTitle') : t('form.createTitle')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('form.description')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          {section(t('form.sections.main'))}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('form.name')} errors={form.errors.name} required>
              <Input
                name="name"
                autoComplete="off"
                maxLength={60}
                value={values.name}
                onChange={(e) => setName(e.target.value)}
                ref={(element) => {
                  form.inputRef('name')(element);
                  firstField.current = element;
                }}
              />
            </FormField>
            <FormField
              label={t('form.nameEn')}
              errors={form.errors.nameEn}
              optionalText={t('form.optional')}
            >
              <Input
                name="nameEn"
                autoComplete="off"
                maxLength={60}
                lang="en"
                value={values.nameEn}
                onChange={(e) => set('nameEn', e.target.value)}
                ref={form.inputRef('nameEn')}
              />
            </FormField>
            <FormField
              label={t('form.shortName')}
              errors={form.errors.shortName}
              helperText={t('form.shortNameHelp')}
            >
              <Input
                name="shortName"
                autoComplete="off"
                maxLength={3}
                textTransform="uppercase"
                value={values.shortName}
                onChange={(e) => {
                  setShortNameTouched(e.target.value.trim() !== '');
                  set('shortName', e.target.value.toLocaleUpperCase());
                }}
                ref={form.inputRef('shortName')}
              />
            </FormField>
            <FormField
              label={t('form.shortNameEn')}
              errors={form.errors.shortNameEn}
              helperText={t('form.shortNameEnHelp')}
              optionalText={t('form.optional')}
            >
              <Input
                name="shortNameEn"
                autoComplete="off"
                maxLength={3}
                lang="en"
                textTransform="uppercase"
                value={values.shortNameEn}
                onChange={(e) => set('shortNameEn', e.target.value.toLocaleUpperCase())}
                ref={form.inputRef('shortNameEn')}
              />
            </FormField>
            <FormField
              label={t('form.bedType')}
              errors={form.errors.bedTypeId}
              optionalText={t('form.optional')}
            >
              <NativeSelect.Root disabled={bedTypes.isLoading}>
                <NativeSelect.Field
                  name="bedTypeId"
                  ref={form.inputRef('bedTypeId')}
                  value={values.bedTypeId}
                  onChange={(e) => set('bedTypeId', e.target.value)}
                >
                  <option value="">{t('form.noBedType')}</option>
                  {(bedTypes.data?.data ?? []).map((bed) => (
                    <option key={bed.id} value={bed.id}>
                      {bed.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>

          {roomType ? null : (
            <>
              {section(t('form.sections.rooms'))}
              <RoomNumbersInput
                label={t('form.names')}
                value={names}
                onChange={(next) => {
                  edited();
                  form.clearField('names');
                  setNames(next);
                }}
                pending={pending}
                onPendingChange={(next) => {
                  edited();
                  setPending(next);
                }}
                taken={takenNumbers}
                errors={form.errors.names}
                inputRef={form.inputRef('names')}
              />
            </>
          )}

          {section(t('form.sections.prices'))}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={t('form.defaultPrice')}
              errors={form.errors.defaultPrice}
              helperText={t('form.defaultPriceHelp')}
              required
            >
              {digits('defaultPrice')}
            </FormField>
            <FormField
              label={t('form.priceDayUse')}
              errors={form.errors.priceDayUse}
              helperText={t('form.priceDayUseHelp')}
              optionalText={t('form.optional')}
            >
              {digits('priceDayUse')}
            </FormField>
          </SimpleGrid>
          {toggle('byPerson', t('form.byPerson'), t('form.byPersonHelp'))}
          {toggle('hasTime', t('form.hasTime'), t('form.hasTimeHelp'))}
          {values.hasTime ? (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" ps={{ sm: '12' }}>
              <FormField label={t('form.priceTime')} errors={form.errors.priceTime} required>
                {digits('priceTime')}
              </FormField>
              <FormField
                label={t('form.priceTimeCount')}
                errors={form.errors.priceTimeCount}
                helperText={t('form.range', { min: 1, max: 3 })}
                required
              >
                {count('priceTimeCount', 1, 3)}
              </FormField>
            </SimpleGrid>
          ) : null}

          {section(t('form.sections.room'))}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={t('form.occupancy')}
              errors={form.errors.occupancy}
              helperText={t('form.range', { min: 1, max: 10 })}
              required
            >
              {count('occupancy', 1, 10)}
            </FormField>
            <FormField
              label={t('form.occupancyChildren')}
              errors={form.errors.occupancyChildren}
              helperText={t('form.range', { min: 0, max: 4 })}
            >
              {count('occupancyChildren', 0, 4)}
            </FormField>
            <FormField
              label={t('form.window')}
              errors={form.errors.window}
              helperText={t('form.range', { min: 0, max: 5 })}
            >
              {count('window', 0, 5)}
            </FormField>
            <FormField
              label={t('form.floorSize')}
              errors={form.errors.floorSize}
              optionalText={t('form.optional')}
            >
              <InputGroup endElement={t('form.squareMetres')}>
                <Input
                  name="floorSize"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={7}
                  value={values.floorSize}
                  onChange={(e) =>
                    set('floorSize', e.target.value.replace(/,/g, '.').replace(/[^\d.]/g, ''))
                  }
                  ref={form.inputRef('floorSize')}
                />
              </InputGroup>
            </FormField>
          </SimpleGrid>
          {toggle('hasExtraBed', t('form.hasExtraBed'), t('form.hasExtraBedHelp'))}
          {values.hasExtraBed ? (
            <Box ps={{ sm: '12' }} maxW={{ sm: '50%' }}>
              <FormField
                label={t('form.extraBeds')}
                errors={form.errors.extraBeds}
                helperText={t('form.range', { min: 1, max: 3 })}
                required
              >
                {count('extraBeds', 1, 3)}
              </FormField>
            </Box>
          ) : null}
          {toggle('isPriority', t('form.isPriority'), t('form.isPriorityHelp'))}

          {section(t('form.sections.description'))}
          <FormField
            label={t('form.descriptionMn')}
            errors={form.errors.description}
            optionalText={t('form.optional')}
          >
            <Textarea
              name="description"
              rows={3}
              maxLength={2000}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              ref={form.inputRef('description')}
            />
          </FormField>
          <FormField
            label={t('form.descriptionEn')}
            errors={form.errors.descriptionEn}
            optionalText={t('form.optional')}
          >
            <Textarea
              name="descriptionEn"
              rows={3}
              maxLength={2000}
              lang="en"
              value={values.descriptionEn}
              onChange={(e) => set('descriptionEn', e.target.value)}
              ref={form.inputRef('descriptionEn')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.submitting')}>
          {roomType ? t('common:actions.save') : t('form.create')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
