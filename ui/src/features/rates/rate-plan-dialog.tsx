import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  chakra,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../components/english-name-field';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import {
  RATE_PLAN_FIELDS,
  type RatePlan,
  type RatePlanType,
  type RateRoomType,
  type SaveRatePlanRequest,
  useListMealsQuery,
  useListRatePartnersQuery,
  useSaveRatePlanMutation,
} from './rates-api';
import { Segmented, SwitchField } from './rates-ui';
import { localName } from '../../lib/names';

interface Values {
  name: string;
  nameEn: string;
  roomTypeId: string;
  type: RatePlanType;
  nonRef: boolean;
  isOta: boolean;
  isOnlineBook: boolean;
  mealIds: string[];
  partnerIds: string[];
}

const valuesOf = (plan: RatePlan | null, roomTypeId: string): Values => ({
  name: plan?.name ?? '',
  nameEn: plan?.nameEn ?? '',
  roomTypeId: plan?.roomType.id ?? roomTypeId,
  type: plan?.type ?? 'daily',
  nonRef: plan?.nonRef ?? false,
  isOta: plan?.isOta ?? false,
  isOnlineBook: plan?.isOnlineBook ?? false,
  mealIds: plan?.meals.map((m) => m.id) ?? [],
  partnerIds: plan?.partners.map((p) => p.id) ?? [],
});

export interface RatePlanDialogTarget {
  /** The plan to change; null adds one to `roomTypeId`. */
  plan: RatePlan | null;
  roomTypeId: string;
}

interface RatePlanDialogProps {
  slug: string;
  target: RatePlanDialogTarget | null;
  roomTypes: readonly RateRoomType[];
  /** Every plan of the property (which plan holds the OTA / online flag now). */
  plans: readonly RatePlan[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a rate plan (POST /api/rate/plans). */
export function RatePlanDialog({
  slug,
  target,
  roomTypes,
  plans,
  open,
  onOpenChange,
}: RatePlanDialogProps) {
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
            {target ? (
              <RatePlanForm
                key={target.plan?.id ?? `new-${target.roomTypeId}`}
                slug={slug}
                target={target}
                roomTypes={roomTypes}
                plans={plans}
                firstField={firstField}
                onDone={() => onOpenChange(false)}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RatePlanForm({
  slug,
  target,
  roomTypes,
  plans,
  firstField,
  onDone,
}: {
  slug: string;
  target: RatePlanDialogTarget;
  roomTypes: readonly RateRoomType[];
  plans: readonly RatePlan[];
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('rates');
  const meals = useListMealsQuery({ slug, language: i18n.language });
  const partners = useListRatePartnersQuery({ slug });
  const [savePlan, { isLoading }] = useSaveRatePlanMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(target.plan, target.roomTypeId));
  const form = useFormErrors(RATE_PLAN_FIELDS);
  const creating = target.plan === null;

  // Which other plan of the room type holds the OTA / online-booking flag now.
  const holders = useMemo(() => {
    const siblings = plans.filter(
      (p) => p.roomType.id === values.roomTypeId && p.id !== target.plan?.id,
    );
    return {
      isOta: siblings.find((p) => p.isOta)?.name ?? null,
      isOnlineBook: siblings.find((p) => p.isOnlineBook)?.name ?? null,
    };
  }, [plans, values.roomTypeId, target.plan]);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const plan: SaveRatePlanRequest = {
        ...(target.plan ? { id: target.plan.id } : {}),
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        roomType: { id: values.roomTypeId },
        type: values.type,
        nonRef: values.nonRef,
        isOta: values.isOta,
        isOnlineBook: values.isOnlineBook,
        partners: values.partnerIds.map((id) => ({ id })),
        meals: values.mealIds.map((id) => ({ id })),
      };
      await savePlan({ slug, idempotencyKey, plan }).unwrap();
      toaster.create({
        type: 'success',
        title: creating ? t('plan.created') : t('plan.updated'),
        description: plan.name,
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const change = <K extends keyof Values>(name: K, value: Values[K]) => {
    edited();
    const field =
      name === 'roomTypeId'
        ? 'roomType.id'
        : name === 'mealIds'
          ? 'meals'
          : name === 'partnerIds'
            ? 'partners'
            : name;
    form.clearField(field as (typeof RATE_PLAN_FIELDS)[number]);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const toggle = (name: 'mealIds' | 'partnerIds', id: string, on: boolean) =>
    change(name, on ? [...values[name], id] : values[name].filter((existing) => existing !== id));

  const flagHelp = (flag: 'isOta' | 'isOnlineBook') =>
    holders[flag] && !values[flag]
      ? t('plan.heldBy', { name: holders[flag] })
      : t(`plan.${flag}Help`);

  const partnerList = [...(partners.data?.data ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{creating ? t('plan.createTitle') : t('plan.editTitle')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('plan.formDescription')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('plan.name')} errors={form.errors.name} required>
              <Input
                name="name"
                value={values.name}
                maxLength={60}
                autoComplete="off"
                onChange={(e) => change('name', e.target.value)}
                ref={(element) => {
                  form.inputRef('name')(element);
                  firstField.current = element;
                }}
              />
            </FormField>
            <EnglishNameField
              value={values.nameEn}
              onChange={(value) => change('nameEn', value)}
              errors={form.errors.nameEn}
              inputRef={form.inputRef('nameEn')}
            />
            <FormField label={t('plan.roomType')} errors={form.errors['roomType.id']} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="roomType"
                  value={values.roomTypeId}
                  ref={form.inputRef('roomType.id')}
                  onChange={(e) => change('roomTypeId', e.target.value)}
                >
                  {roomTypes.map((roomType) => (
                    <option key={roomType.id} value={roomType.id}>
                      {localName(roomType, i18n.language)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>

          <FormField
            label={t('plan.type')}
            errors={form.errors.type}
            helperText={values.type === 'daily' ? t('plan.dailyHelp') : t('plan.otherHelp')}
          >
            <Segmented<RatePlanType>
              label={t('plan.type')}
              value={values.type}
              onChange={(type) => change('type', type)}
              options={[
                { value: 'daily', label: t('plan.daily') },
                { value: 'other', label: t('plan.other') },
              ]}
            />
          </FormField>

          <SwitchField
            label={t('plan.nonRefLabel')}
            checked={values.nonRef}
            onChange={(checked) => change('nonRef', checked)}
            helperText={t('plan.nonRefHelp')}
            errors={form.errors.nonRef}
            name="nonRef"
          />

          <Field.Root invalid={(form.errors.meals?.length ?? 0) > 0}>
            <Field.Label>{t('plan.meals')}</Field.Label>
            <Box
              role="group"
              aria-label={t('plan.meals')}
              ref={form.inputRef('meals')}
              tabIndex={-1}
              w="full"
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {(meals.data?.data ?? []).map((meal) => (
                  <Checkbox.Root
                    key={meal.id}
                    checked={values.mealIds.includes(meal.id)}
                    onCheckedChange={(details) => toggle('mealIds', meal.id, !!details.checked)}
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">
                      {meal.name}{' '}
                      <Text as="span" color="fg.subtle" fontSize="xs">
                        {meal.code}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Box>
            <Field.HelperText>{t('plan.mealsHelp')}</Field.HelperText>
            {form.errors.meals ? <Field.ErrorText>{form.errors.meals[0]}</Field.ErrorText> : null}
          </Field.Root>

          <Field.Root invalid={(form.errors.partners?.length ?? 0) > 0}>
            <Field.Label>{t('plan.partners')}</Field.Label>
            {partners.data && partnerList.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('plan.noPartners')}
              </Text>
            ) : (
              <Box
                role="group"
                aria-label={t('plan.partners')}
                ref={form.inputRef('partners')}
                tabIndex={-1}
                w="full"
                maxH="40"
                overflowY="auto"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
              >
                <Stack gap="2">
                  {partnerList.map((partner) => (
                    <Checkbox.Root
                      key={partner.id}
                      checked={values.partnerIds.includes(partner.id)}
                      onCheckedChange={(details) =>
                        toggle('partnerIds', partner.id, !!details.checked)
                      }
                      size="sm"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label fontWeight="normal">{partner.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Box>
            )}
            <Field.HelperText>{t('plan.partnersHelp')}</Field.HelperText>
            {form.errors.partners ? (
              <Field.ErrorText>{form.errors.partners[0]}</Field.ErrorText>
            ) : null}
          </Field.Root>

          <Stack gap="4" borderTopWidth="1px" pt="4">
            <SwitchField
              label={t('plan.isOta')}
              badge={t('plan.onlyOne')}
              checked={values.isOta}
              onChange={(checked) => change('isOta', checked)}
              helperText={flagHelp('isOta')}
              errors={form.errors.isOta}
              inputRef={form.inputRef('isOta')}
              name="isOta"
            />
            <SwitchField
              label={t('plan.isOnlineBook')}
              badge={t('plan.onlyOne')}
              checked={values.isOnlineBook}
              onChange={(checked) => change('isOnlineBook', checked)}
              helperText={flagHelp('isOnlineBook')}
              errors={form.errors.isOnlineBook}
              inputRef={form.inputRef('isOnlineBook')}
              name="isOnlineBook"
            />
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.saving')}>
          {creating ? t('plan.create') : t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
