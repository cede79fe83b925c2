import {
  Box,
  Fieldset,
  Grid,
  Input,
  InputGroup,
  RadioGroup,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { SwitchField } from '../../components/switch-field';
import { decimalOf } from './format';
import { TAX_FIELDS, type Tax, useSaveTaxMutation } from './settings-api';
import { EnglishNameField } from '../../components/english-name-field';
import { notifySaved } from './settings-ui';

interface TaxDialogProps {
  slug: string;
  /** The tax to change; null adds a new one. */
  tax: Tax | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a tax (POST /api/taxes). */
export function TaxDialog({ slug, tax, open, onOpenChange }: TaxDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField}>
      <TaxForm
        key={tax?.id ?? 'new'}
        slug={slug}
        tax={tax}
        firstField={firstField}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

const LOCKED = { bg: 'bg.muted', color: 'fg.muted' } as const;

function TaxForm({
  slug,
  tax,
  firstField,
  onDone,
}: {
  slug: string;
  tax: Tax | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const [save, { isLoading }] = useSaveTaxMutation();
  const form = useFormErrors(TAX_FIELDS);
  const [name, setName] = useState(tax?.name ?? '');
  const [nameEn, setNameEn] = useState(tax?.nameEn ?? '');
  const [percentage, setPercentage] = useState(tax ? String(tax.percentage) : '');
  const [inclusive, setInclusive] = useState(tax?.inclusive ?? false);
  const [isEnabled, setIsEnabled] = useState(tax?.isEnabled ?? true);
  const creating = tax === null;
  // Settings spec §5: the default tax keeps its name and percentage.
  const locked = tax?.isDefault ?? false;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      const item = {
        ...(tax ? { id: tax.id } : {}),
        name: name.trim(),
        nameEn: nameEn.trim(),
        percentage: percentage === '' ? '' : Number(percentage),
        inclusive,
        isEnabled,
      };
      await save({ slug, idempotencyKey, item }).unwrap();
      notifySaved(creating ? t('taxes.form.created') : t('taxes.form.updated'), nameOf(item));
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={creating ? t('taxes.form.createTitle') : t('taxes.form.editTitle')}
      description={t('taxes.form.description')}
      onSubmit={onSubmit}
      creating={creating}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 9rem' }} gap="4" alignItems="start">
        <FormField
          label={t('taxes.form.name')}
          errors={form.errors.name}
          helperText={locked ? t('taxes.form.locked') : undefined}
          required
        >
          <Input
            name="name"
            autoComplete="off"
            maxLength={60}
            value={name}
            readOnly={locked}
            {...(locked ? LOCKED : {})}
            onChange={(e) => {
              edited();
              form.clearField('name');
              setName(e.target.value);
            }}
            ref={(element) => {
              form.inputRef('name')(element);
              firstField.current = element;
            }}
          />
        </FormField>
        <FormField label={t('taxes.form.percentage')} errors={form.errors.percentage} required>
          <InputGroup endElement="%">
            <Input
              name="percentage"
              inputMode="decimal"
              autoComplete="off"
              maxLength={6}
              value={percentage}
              readOnly={locked}
              {...(locked ? LOCKED : {})}
              onChange={(e) => {
                edited();
                form.clearField('percentage');
                setPercentage(decimalOf(e.target.value));
              }}
              ref={form.inputRef('percentage')}
            />
          </InputGroup>
        </FormField>
      </Grid>
      <EnglishNameField
        value={nameEn}
        onChange={(value) => {
          edited();
          form.clearField('nameEn');
          setNameEn(value);
        }}
        errors={form.errors.nameEn}
        inputRef={form.inputRef('nameEn')}
      />
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
          {t('taxes.form.inclusive')}
        </Fieldset.Legend>
        <RadioGroup.Root
          value={inclusive ? 'inclusive' : 'exclusive'}
          onValueChange={(details) => {
            edited();
            form.clearField('inclusive');
            setInclusive(details.value === 'inclusive');
          }}
        >
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {(['inclusive', 'exclusive'] as const).map((option, index) => (
              <RadioGroup.Item
                key={option}
                value={option}
                alignItems="flex-start"
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                cursor="pointer"
                _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
              >
                <RadioGroup.ItemHiddenInput
                  ref={index === 0 ? form.inputRef('inclusive') : undefined}
                />
                <RadioGroup.ItemIndicator mt="0.5" />
                <Box>
                  <RadioGroup.ItemText fontWeight="medium">
                    {t(`taxes.${option}`)}
                  </RadioGroup.ItemText>
                  <Text fontSize="xs" color="fg.muted" mt="0.5">
                    {t(`taxes.form.${option}Help`)}
                  </Text>
                </Box>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
      </Fieldset.Root>
      <SwitchField
        label={t('taxes.form.isEnabled')}
        description={t('taxes.form.isEnabledHelp')}
        checked={isEnabled}
        onChange={(checked) => {
          edited();
          form.clearField('isEnabled');
          setIsEnabled(checked);
        }}
        errors={form.errors.isEnabled}
        inputRef={form.inputRef('isEnabled')}
      />
    </DialogForm>
  );
}
