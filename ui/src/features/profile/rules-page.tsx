import { Stack, Text } from '@chakra-ui/react';
import { saveHotelRuleSchema } from '@hotel/events/profile/commands';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/form-fields';
import { ItemCard } from '../../components/item-card';
import { useCurrentHotel } from '../../components/use-current-hotel';
import {
  type HotelRule,
  RULE_FIELDS,
  useDeleteRuleMutation,
  useListRulesQuery,
  useSaveRuleMutation,
} from './profile-api';
import {
  ItemDialogForm,
  ItemMark,
  type ItemFormProps,
  ListToFillPage,
  textItemOptions,
  useItemForm,
} from './profile-list';

/**
 * Route `/p/{slug}/rules` (manage-settings): the house rules, printed on registration cards
 * and confirmation letters when the property shows them.
 */
export function RulesPage() {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const rules = useListRulesQuery({ slug: slug ?? '' }, { skip: !slug });
  const removing = useDeleteRuleMutation();

  return (
    <ListToFillPage
      tab="rules"
      texts="rules"
      query={rules}
      layout="rows"
      dialogSize="lg"
      form={(props) => <RuleForm {...props} />}
      removal={{
        mutation: removing,
        description: (rule) => t('rules.delete.description', { title: rule?.title ?? '' }),
        success: (rule) => t('rules.delete.success', { title: rule.title }),
      }}
    >
      {(list, actions) => (
        <Stack as="ol" gap="3" listStyleType="none">
          {list.map((rule, index) => (
            <li key={rule.id}>
              <ItemCard
                name={rule.title}
                leading={<RuleNumber number={index + 1} />}
                {...actions(rule, { title: rule.title })}
              >
                <Text color="fg.muted" whiteSpace="pre-line" ps="11">
                  {rule.description}
                </Text>
              </ItemCard>
            </li>
          ))}
        </Stack>
      )}
    </ListToFillPage>
  );
}

/** The rule's number in a circle. */
function RuleNumber({ number }: { number: number }) {
  return <ItemMark kind="number">{number}</ItemMark>;
}

type RuleValues = { title: string; description: string };

/** The rule's title and text. */
const RULE_FORM: readonly FieldSpec<RuleValues>[] = [
  {
    kind: 'text',
    name: 'title',
    label: 'rules.form.title',
    required: true,
    maxLength: 200,
    first: true,
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'rules.form.text',
    required: true,
    rows: 5,
    autoresize: true,
    maxLength: 5000,
  },
];

/** Add or change a house rule (POST /api/hotel/rules). */
function RuleForm(props: ItemFormProps<HotelRule>) {
  const itemForm = useItemForm('rules', props, {
    schema: saveHotelRuleSchema,
    ...textItemOptions(props.item, RULE_FIELDS),
    save: useSaveRuleMutation(),
    arg: 'rule',
    named: (request) => request.title.trim(),
  });
  return <ItemDialogForm {...itemForm} fields={RULE_FORM} />;
}
