import { Stack } from '@chakra-ui/react';
import { saveRatePlanSchema } from '@hotel/events/rates/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { FramedField } from '../../components/form/framed-field';
import { FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { localName } from '../../lib/names';
import { toastDone } from '../../components/done-toast';
import { PlanChoices, PlanSwitch, type RatePlanValues } from './rate-plan-choices';
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
import { ChoiceButtons } from '../../components/choice-buttons';

const valuesOf = (plan: RatePlan | null, roomTypeId: string): RatePlanValues => ({
  name: plan?.name ?? '',
  nameEn: plan?.nameEn ?? '',
  roomType: { id: plan?.roomType.id ?? roomTypeId },
  type: plan?.type ?? 'daily',
  nonRef: plan?.nonRef ?? false,
  isOta: plan?.isOta ?? false,
  isOnlineBook: plan?.isOnlineBook ?? false,
  meals: plan?.meals.map((m) => m.id) ?? [],
  partners: plan?.partners.map((p) => p.id) ?? [],
});

/** The flags only one plan of a room type holds at a time (the OTA's plan, the online one). */
const ONLY_ONE_FLAGS = ['isOta', 'isOnlineBook'] as const;

export interface RatePlanDialogTarget {
  /** The plan to change; null adds one to `roomTypeId`. */
  plan: RatePlan | null;
  roomTypeId: string;
}

interface RatePlanDialogProps {
  slug: string;
  /** Its open state and what it is for (a new plan of a room type, or a plan to change). */
  dialog: DialogControl<RatePlanDialogTarget>;
  roomTypes: readonly RateRoomType[];
  /** Every plan of the property (which plan holds the OTA / online flag now). */
  plans: readonly RatePlan[];
}

/** Add or change a rate plan (POST /api/rate/plans). */
export function RatePlanDialog({
  dialog: { item: target, open, onOpenChange },
  ...props
}: RatePlanDialogProps) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      form={RatePlanForm}
      formKey={target?.plan?.id ?? `new-${target?.roomTypeId ?? ''}`}
      props={target ? { ...props, target } : null}
    />
  );
}

function RatePlanForm({
  slug,
  target,
  roomTypes,
  plans,
  first,
  onDone,
}: Omit<RatePlanDialogProps, 'dialog'> & {
  target: RatePlanDialogTarget;
} & InDialogProps) {
  const { t, i18n } = useTranslation('rates');
  const meals = useListMealsQuery({ slug, language: i18n.language });
  const partners = useListRatePartnersQuery({ slug });
  const [savePlan, { isLoading }] = useSaveRatePlanMutation();
  const creating = target.plan === null;

  const form = useCommandForm({
    schema: saveRatePlanSchema,
    fields: RATE_PLAN_FIELDS,
    defaultValues: valuesOf(target.plan, target.roomTypeId),
    toRequest: (values: RatePlanValues): SaveRatePlanRequest => ({
      ...(target.plan ? { id: target.plan.id } : {}),
      name: values.name.trim(),
      nameEn: values.nameEn.trim(),
      roomType: values.roomType,
      type: values.type,
      nonRef: values.nonRef,
      isOta: values.isOta,
      isOnlineBook: values.isOnlineBook,
      partners: values.partners.map((id) => ({ id })),
      meals: values.meals.map((id) => ({ id })),
    }),
    send: async (plan, idempotencyKey) => {
      await savePlan({ slug, idempotencyKey, plan }).unwrap();
      toastDone(creating ? t('plan.created') : t('plan.updated'), plan.name);
      onDone();
    },
  });
  const [roomTypeId, type, isOta, isOnlineBook] = form.watch([
    'roomType.id',
    'type',
    'isOta',
    'isOnlineBook',
  ]);

  // Which other plan of the room type holds the OTA / online-booking flag now.
  const siblings = plans.filter((p) => p.roomType.id === roomTypeId && p.id !== target.plan?.id);
  const flagHelp = (flag: 'isOta' | 'isOnlineBook', on: boolean) => {
    const holder = siblings.find((p) => p[flag])?.name ?? null;
    return holder && !on ? t('plan.heldBy', { name: holder }) : t(`plan.${flag}Help`);
  };

  const partnerList = partners.data
    ? [...partners.data.data].sort((a, b) => a.name.localeCompare(b.name, i18n.language))
    : null;

  return (
    <DialogForm
      {...itemFormTexts(t, 'plan', creating, 'plan.create')}
      description={t('plan.formDescription')}
      form={form}
      submitting={isLoading}
    >
      <Stack gap="5">
        <FormFields
          form={form}
          fields={[
            {
              kind: 'row',
              fields: [
                {
                  kind: 'text',
                  name: 'name',
                  label: 'plan.name',
                  required: true,
                  maxLength: 60,
                  first: true,
                },
                { kind: 'englishName', name: 'nameEn' },
                {
                  kind: 'select',
                  name: 'roomType.id',
                  label: 'plan.roomType',
                  required: true,
                  options: roomTypes.map((roomType) => ({
                    value: roomType.id,
                    text: localName(roomType, i18n.language),
                  })),
                },
              ],
            },
          ]}
          t={t}
          firstField={first}
        />
        <FramedField
          form={form}
          name="type"
          label={t('plan.type')}
          helperText={type === 'daily' ? t('plan.dailyHelp') : t('plan.otherHelp')}
          render={(planType) => (
            <ChoiceButtons<RatePlanType>
              size="sm"
              label={t('plan.type')}
              value={planType.value}
              onChange={planType.onChange}
              options={[
                { value: 'daily', label: t('plan.daily') },
                { value: 'other', label: t('plan.other') },
              ]}
            />
          )}
        />

        <PlanSwitch
          form={form}
          name="nonRef"
          label={t('plan.nonRefLabel')}
          help={t('plan.nonRefHelp')}
        />

        <PlanChoices form={form} meals={meals.data?.data ?? []} partners={partnerList} />

        <Stack gap="4" borderTopWidth="1px" pt="4">
          {ONLY_ONE_FLAGS.map((flag) => (
            <PlanSwitch
              key={flag}
              form={form}
              name={flag}
              label={t(`plan.${flag}`)}
              badge={t('plan.onlyOne')}
              help={flagHelp(flag, flag === 'isOta' ? isOta : isOnlineBook)}
            />
          ))}
        </Stack>
      </Stack>
    </DialogForm>
  );
}
