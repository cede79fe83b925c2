import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import {
  CANCELLATION_FIELDS,
  type CancellationPercent,
  type CancellationPolicy,
  type CancellationTime,
  useListCancellationPercentsQuery,
  useListCancellationTimesQuery,
  useSaveCancellationPolicyMutation,
} from './policies-api';
import { formatMoney } from '../../lib/format';
import { MoneyInput } from '../settings';
import {
  FEE_BASES,
  type FeeBasis,
  additionChoices,
  type CancellationChange,
  type CancellationPreview,
  cancellationFormOf,
  cancellationPreview,
  cancellationRequestOf,
  changeCancellationForm,
  offeredTimes,
} from './policy-rules';

interface CancellationPolicyDialogProps {
  slug: string;
  /** The policy as it is now; null before it is first set. */
  policy: CancellationPolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The settings dialog of the cancellation policy (POST /api/cancellation/policies). */
export function CancellationPolicyDialog({
  slug,
  policy,
  open,
  onOpenChange,
}: CancellationPolicyDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      size="md"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <CancellationForm slug={slug} policy={policy} onDone={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CancellationForm({
  slug,
  policy,
  onDone,
}: {
  slug: string;
  policy: CancellationPolicy | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('policies');
  const language = i18n.resolvedLanguage ?? 'mn';
  const times = useListCancellationTimesQuery({ slug, language });
  const percents = useListCancellationPercentsQuery({ slug, language });
  const [save, { isLoading }] = useSaveCancellationPolicyMutation();
  const [values, setValues] = useState(() => cancellationFormOf(policy));
  const form = useFormErrors(CANCELLATION_FIELDS);

  const timeList: CancellationTime[] = times.data?.data ?? [];
  const percentList: CancellationPercent[] = percents.data?.data ?? [];
  const loadingChoices = times.isLoading || percents.isLoading;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (values.isFree) return true;
      if (values.basis === 'fixed') {
        if (/^\d+$/.test(values.fixedAmount.trim()) && Number(values.fixedAmount) > 0) return true;
        form.showFieldErrors({ fixedAmount: [t('cancellation.form.fixedAmountRequired')] });
        return false;
      }
      if (values.percentId) return true;
      form.showFieldErrors({ cancellationPercent: [t('cancellation.form.percentRequired')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await save({ slug, idempotencyKey, policy: cancellationRequestOf(values) }).unwrap();
      toaster.create({ type: 'success', title: t('cancellation.form.saved'), closable: true });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const change = (next: CancellationChange) => {
    edited();
    form.clear();
    setValues((current) => changeCancellationForm(current, next, percentList));
  };

  const choicesProblem = times.isError || percents.isError;
  const additionDisabled = !values.timeId;

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('cancellation.form.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('cancellation.form.description')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          {choicesProblem ? <FormAlert messages={[t('cancellation.form.choicesError')]} /> : null}
          <Box borderWidth="1px" borderRadius="lg" p="4">
            <Switch.Root
              checked={values.isFree}
              onCheckedChange={(details) => change({ field: 'isFree', value: details.checked })}
              display="flex"
              justifyContent="space-between"
              gap="4"
            >
              <Stack gap="0.5">
                <Switch.Label fontWeight="semibold">{t('cancellation.form.isFree')}</Switch.Label>
                <Text color="fg.muted" fontSize="sm">
                  {t('cancellation.form.isFreeHelp')}
                </Text>
              </Stack>
              <Switch.HiddenInput ref={form.inputRef('isFree')} name="isFree" />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          </Box>

          {values.isFree ? null : (
            <>
              <FormField
                label={t('cancellation.form.basis')}
                errors={form.errors.basis}
                helperText={t(`cancellation.form.basisHelp.${values.basis}`)}
              >
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="basis"
                    ref={form.inputRef('basis')}
                    value={values.basis}
                    onChange={(e) => change({ field: 'basis', value: e.target.value as FeeBasis })}
                  >
                    {FEE_BASES.map((basis) => (
                      <option key={basis} value={basis}>
                        {t(`cancellation.form.bases.${basis}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField
                label={t('cancellation.form.time')}
                errors={form.errors.cancellationTime}
                helperText={t('cancellation.form.timeHelp')}
                optionalText={t('form.optional')}
                disabled={loadingChoices}
              >
                <NativeSelect.Root disabled={loadingChoices}>
                  <NativeSelect.Field
                    name="cancellationTime"
                    ref={form.inputRef('cancellationTime')}
                    value={values.timeId}
                    onChange={(e) => change({ field: 'timeId', value: e.target.value })}
                  >
                    <option value="">
                      {loadingChoices ? t('form.loading') : t('cancellation.form.noTime')}
                    </option>
                    {offeredTimes(timeList).map((time) => (
                      <option key={time.id} value={time.id}>
                        {time.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {values.basis === 'fixed' ? (
                <FormField
                  label={t('cancellation.form.fixedAmount')}
                  errors={form.errors.fixedAmount}
                  helperText={t('cancellation.form.fixedAmountHelp')}
                  required
                >
                  <MoneyInput
                    name="fixedAmount"
                    value={values.fixedAmount}
                    ref={form.inputRef('fixedAmount')}
                    onChange={(digits) => change({ field: 'fixedAmount', value: digits })}
                  />
                </FormField>
              ) : (
                <>
                  <FormField
                    label={t('cancellation.form.percent')}
                    errors={form.errors.cancellationPercent}
                    helperText={
                      values.timeId
                        ? t('cancellation.form.percentHelpWithTime')
                        : t('cancellation.form.percentHelp')
                    }
                    required
                    disabled={loadingChoices}
                  >
                    <NativeSelect.Root disabled={loadingChoices}>
                      <NativeSelect.Field
                        name="cancellationPercent"
                        ref={form.inputRef('cancellationPercent')}
                        value={values.percentId}
                        onChange={(e) => change({ field: 'percentId', value: e.target.value })}
                        placeholder={loadingChoices ? t('form.loading') : t('form.choose')}
                      >
                        {percentList.map((percent) => (
                          <option key={percent.id} value={percent.id}>
                            {percent.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField
                    label={t('cancellation.form.addition')}
                    errors={form.errors.cancellationAdditionPercent}
                    helperText={
                      additionDisabled
                        ? t('cancellation.form.additionNeedsTime')
                        : t('cancellation.form.additionHelp')
                    }
                    optionalText={t('form.optional')}
                    disabled={additionDisabled || loadingChoices}
                  >
                    <NativeSelect.Root disabled={additionDisabled || loadingChoices}>
                      <NativeSelect.Field
                        name="cancellationAdditionPercent"
                        ref={form.inputRef('cancellationAdditionPercent')}
                        value={values.additionId}
                        onChange={(e) => change({ field: 'additionId', value: e.target.value })}
                      >
                        <option value="">{t('cancellation.form.noAddition')}</option>
                        {additionChoices(percentList, values.percentId).map((percent) => (
                          <option key={percent.id} value={percent.id}>
                            {percent.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </>
              )}
              <Switch.Root
                checked={values.hasPrepayment}
                onCheckedChange={(details) =>
                  change({ field: 'hasPrepayment', value: details.checked })
                }
                invalid={(form.errors.hasPrepayment?.length ?? 0) > 0}
              >
                <Switch.HiddenInput ref={form.inputRef('hasPrepayment')} name="hasPrepayment" />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t('cancellation.form.hasPrepayment')}</Switch.Label>
              </Switch.Root>
            </>
          )}

          <Box
            bg="brand.subtle"
            borderRadius="lg"
            p="4"
            borderWidth="1px"
            borderColor="brand.muted"
            aria-live="polite"
          >
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
              {t('cancellation.form.preview')}
            </Text>
            <Text mt="1">
              {previewText(cancellationPreview(values, timeList, percentList), t, language)}
            </Text>
            {values.isFree ? null : (
              <Text mt="1" color="fg.muted" fontSize="sm">
                {values.hasPrepayment
                  ? t('cancellation.summary.prepayment')
                  : t('cancellation.summary.noPrepayment')}
              </Text>
            )}
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.saving')}>
          {t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}

/** A deadline's name inside an English sentence ("the day of arrival"); Mongolian starts with it. */
const inSentence = (text: string, language: string) =>
  language === 'en' ? text.charAt(0).toLocaleLowerCase('en') + text.slice(1) : text;

/** The preview in words; the same sentences the server writes for guest documents. */
const previewText = (
  preview: CancellationPreview,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string => {
  switch (preview.kind) {
    case 'free':
      return t('cancellation.summary.free');
    case 'incomplete':
      return t('cancellation.summary.incomplete');
    case 'charged':
      return t('cancellation.summary.charged', {
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'freeUntil':
      return t('cancellation.summary.freeUntil', {
        time: inSentence(preview.time, language),
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'tiered':
      return t('cancellation.summary.tiered', {
        time: inSentence(preview.time, language),
        early: preview.early,
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'fixed':
      return preview.time
        ? t('cancellation.summary.fixedFreeUntil', {
            time: inSentence(preview.time, language),
            amount: formatMoney(preview.amount, language),
          })
        : t('cancellation.summary.fixed', { amount: formatMoney(preview.amount, language) });
    default: {
      const unhandled: never = preview;
      return unhandled;
    }
  }
};
