import { Box, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem, toggledIn } from '../../components/checkbox-item';
import { BoundField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import type { SaveRatePlanRequest } from './rates-api';
import { SwitchField } from './rates-ui';

/**
 * The rate plan form's values: the body's fields (POST /api/rate/plans), with the meals and
 * partners as the ticked ids.
 */
export type RatePlanValues = Omit<SaveRatePlanRequest, 'id' | 'meals' | 'partners'> & {
  /** Meal ids. */
  meals: string[];
  /** Partner ids. */
  partners: string[];
};

type Form = CommandForm<RatePlanValues>;

interface Choice {
  id: string;
  label: string;
  /** Shown small after the label (a meal's code). */
  note?: string;
}

/** Ticks in a list, kept as the ticked ids (the plan's meals or partners). */
function ChoiceList({
  form,
  name,
  label,
  help,
  choices,
  empty,
  boxed,
}: {
  form: Form;
  name: 'meals' | 'partners';
  label: string;
  help: string;
  choices: readonly Choice[];
  /** Said instead of the list when there is nothing to choose. */
  empty?: string | undefined;
  /** A bordered, scrolling list of one column (many partners) instead of a grid. */
  boxed?: boolean;
}) {
  return (
    <BoundField
      form={form}
      name={name}
      render={(ids) => {
        const ticks = choices.map((choice) => (
          <CheckboxItem
            key={choice.id}
            checked={ids.value.includes(choice.id)}
            onChange={(checked) => ids.onChange(toggledIn(ids.value, choice.id, checked))}
            size="sm"
            labelProps={{ fontWeight: 'normal' }}
            label={
              <>
                {choice.label}
                {choice.note !== undefined ? (
                  <>
                    {' '}
                    <Text as="span" color="fg.subtle" fontSize="xs">
                      {choice.note}
                    </Text>
                  </>
                ) : null}
              </>
            }
          />
        ));
        return (
          <Field.Root invalid={(ids.errors?.length ?? 0) > 0}>
            <Field.Label>{label}</Field.Label>
            {empty !== undefined ? (
              <Text fontSize="sm" color="fg.muted">
                {empty}
              </Text>
            ) : boxed ? (
              <Box
                role="group"
                aria-label={label}
                ref={ids.ref}
                tabIndex={-1}
                w="full"
                maxH="40"
                overflowY="auto"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
              >
                <Stack gap="2">{ticks}</Stack>
              </Box>
            ) : (
              <Box role="group" aria-label={label} ref={ids.ref} tabIndex={-1} w="full">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                  {ticks}
                </SimpleGrid>
              </Box>
            )}
            <Field.HelperText>{help}</Field.HelperText>
            {ids.errors ? <Field.ErrorText>{ids.errors[0]}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    />
  );
}

/** The meals the plan includes and the partners it is sold to. */
export function PlanChoices({
  form,
  meals,
  partners,
}: {
  form: Form;
  meals: readonly { id: string; name: string; code: string }[];
  /** Null while they load. */
  partners: readonly { id: string; name: string }[] | null;
}) {
  const { t } = useTranslation('rates');
  return (
    <>
      <ChoiceList
        form={form}
        name="meals"
        label={t('plan.meals')}
        help={t('plan.mealsHelp')}
        choices={meals.map((meal) => ({ id: meal.id, label: meal.name, note: meal.code }))}
      />
      <ChoiceList
        form={form}
        name="partners"
        label={t('plan.partners')}
        help={t('plan.partnersHelp')}
        choices={(partners ?? []).map((partner) => ({ id: partner.id, label: partner.name }))}
        empty={partners && partners.length === 0 ? t('plan.noPartners') : undefined}
        boxed
      />
    </>
  );
}

/** An on/off flag of the plan (its switch, hint and messages). */
export function PlanSwitch({
  form,
  name,
  label,
  help,
  badge,
}: {
  form: Form;
  name: 'nonRef' | 'isOta' | 'isOnlineBook';
  label: string;
  help: string;
  badge?: string;
}) {
  return (
    <BoundField
      form={form}
      name={name}
      render={(flag) => (
        <SwitchField
          label={label}
          {...(badge ? { badge } : {})}
          checked={flag.value}
          onChange={flag.onChange}
          helperText={help}
          errors={flag.errors}
          inputRef={flag.ref}
          name={name}
        />
      )}
    />
  );
}
