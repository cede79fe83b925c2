import { Box, type BoxProps, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  DateField,
  EnglishNameInputField,
  MoneyField,
  SelectField,
  SwitchInputField,
  TextAreaField,
  TextField,
} from './fields';
import type { CommandForm } from './use-command-form';

/**
 * A form's fields as data: each `FieldSpec` names the form's field, its kind and its texts (keys
 * of the form's locale namespace), and `FormFields` draws them in order with the bound fields of
 * `fields.tsx` (same DOM: label tied to the control, marks, help and messages). A form writes
 * what differs between its fields, once, instead of the same five props per field.
 */

/** The texts every field may have: keys, translated by the `t` given to `FormFields`. */
interface SpecTexts {
  /** The label's key. */
  label: string;
  /** The help line's key (shown while the field has no messages). */
  helperText?: string | undefined;
  /** The key of the mark after the label of a field that may be left empty. */
  optionalText?: string | undefined;
}

interface SpecCommon<V extends FieldValues> extends SpecTexts {
  name: FieldPath<V>;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** This field takes the form's first-field ref (focused when the dialog opens). */
  first?: boolean | undefined;
  /** Its place in the row it is in (`{ sm: 'span 2' }`: two columns from `sm` up). */
  gridColumn?: BoxProps['gridColumn'];
}

/** What a field's own component takes beyond the common ones (input props, `parse`, ends). */
type OwnProps<P> = Omit<
  P,
  'form' | 'name' | 'inputRef' | 'label' | 'helperText' | 'optionalText' | 'required' | 'disabled'
>;

export type FieldSpec<V extends FieldValues> =
  | (SpecCommon<V> & {
      kind: 'text';
      /** The key of the text shown in the empty input. */
      placeholder?: string | undefined;
    } & Omit<OwnProps<ComponentProps<typeof TextField>>, 'placeholder'>)
  | (SpecCommon<V> & { kind: 'textarea' } & OwnProps<ComponentProps<typeof TextAreaField>>)
  | (SpecCommon<V> & { kind: 'money'; maxLength?: number })
  | (SpecCommon<V> & { kind: 'date' } & OwnProps<ComponentProps<typeof DateField>>)
  | (SpecCommon<V> & {
      kind: 'select';
      /** The choices: a value and the text shown (already in the reader's words). */
      options: readonly SelectOption[];
      /** The key of a first, empty choice ("choose…", "none"). */
      emptyOption?: string | undefined;
      loading?: boolean | undefined;
      onValueChange?: (value: string) => void;
    })
  | (Omit<SpecCommon<V>, 'helperText' | 'optionalText' | 'required' | 'gridColumn'> & {
      kind: 'switch';
      /** The key of the explanation under the label. */
      description?: string | undefined;
    })
  | { kind: 'englishName'; name: FieldPath<V>; maxLength?: number }
  | FieldRow<V>
  | CustomField;

/** One choice of a select field. */
export interface SelectOption {
  value: string;
  text: string;
}

/** Fields side by side (one under another on a narrow screen). */
export interface FieldRow<V extends FieldValues> {
  kind: 'row';
  fields: readonly FieldSpec<V>[];
  /** The row's columns; `{ base: 1, sm: 2 }` unless given. */
  columns?: SimpleGridProps['columns'];
  /** `start`: each field keeps its own height (a message under one does not stretch the other). */
  alignItems?: 'start';
}

/** A field the form draws itself (an uploader, a read-only value), in its place in the list. */
export interface CustomField {
  kind: 'custom';
  key: string;
  render: () => ReactNode;
}

type Translate = (key: string) => string;

interface FormFieldsProps<V extends FieldValues> {
  form: CommandForm<V>;
  fields: readonly FieldSpec<V>[];
  /** Translates the specs' text keys (the form's `t`). */
  t: Translate;
  /** The ref the field marked `first` takes. */
  firstField?: Ref<HTMLElement | null> | undefined;
}

/** Draws `fields` in order, each bound to `form` by its name. */
export function FormFields<V extends FieldValues>({
  form,
  fields,
  t,
  firstField,
}: FormFieldsProps<V>) {
  return (
    <>
      {fields.map((spec) => (
        <FieldOfSpec key={keyOf(spec)} form={form} spec={spec} t={t} firstField={firstField} />
      ))}
    </>
  );
}

const keyOf = <V extends FieldValues>(spec: FieldSpec<V>): string => {
  if (spec.kind === 'custom') return spec.key;
  return spec.kind === 'row' ? `row:${spec.fields.map(keyOf).join(',')}` : spec.name;
};

const textOf = (t: Translate, key: string | undefined) => (key === undefined ? undefined : t(key));

function FieldOfSpec<V extends FieldValues>({
  form,
  spec,
  t,
  firstField,
}: Omit<FormFieldsProps<V>, 'fields'> & { spec: FieldSpec<V> }) {
  if (spec.kind === 'custom') return spec.render();
  if (spec.kind === 'row') {
    return (
      <SimpleGrid
        columns={spec.columns ?? { base: 1, sm: 2 }}
        gap="4"
        {...(spec.alignItems ? { alignItems: spec.alignItems } : {})}
      >
        <FormFields form={form} fields={spec.fields} t={t} firstField={firstField} />
      </SimpleGrid>
    );
  }
  if (spec.kind === 'englishName') {
    return (
      <EnglishNameInputField
        form={form}
        name={spec.name}
        {...(spec.maxLength ? { maxLength: spec.maxLength } : {})}
      />
    );
  }
  const { kind, name, label, first, disabled } = spec;
  const bound = { form, name, ...(first ? { inputRef: firstField } : {}) };
  if (kind === 'switch') {
    const { description } = spec;
    return (
      <SwitchInputField
        {...bound}
        label={t(label)}
        description={textOf(t, description)}
        {...(disabled === undefined ? {} : { disabled })}
      />
    );
  }
  const frame = {
    label: t(label),
    helperText: textOf(t, spec.helperText),
    optionalText: textOf(t, spec.optionalText),
    required: spec.required,
    disabled,
  };
  return spec.gridColumn ? (
    <Box gridColumn={spec.gridColumn}>{controlOf(spec, bound, frame, t)}</Box>
  ) : (
    controlOf(spec, bound, frame, t)
  );
}

type Bound<V extends FieldValues> = {
  form: CommandForm<V>;
  name: FieldPath<V>;
  inputRef?: Ref<HTMLElement | null> | undefined;
};
type Frame = {
  label: string;
  helperText: string | undefined;
  optionalText: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
};
type LabelledSpec<V extends FieldValues> = Extract<
  FieldSpec<V>,
  { kind: 'text' | 'textarea' | 'money' | 'date' | 'select' }
>;

/** The keys every labelled spec has; what is left are the props of the field's own component. */
const COMMON_KEYS = [
  'kind',
  'name',
  'label',
  'helperText',
  'optionalText',
  'required',
  'disabled',
  'first',
  'gridColumn',
] as const;

/** A spec without its common keys: the input props, `parse`, the ends of a text field. */
function ownOf<S extends object>(spec: S): Omit<S, (typeof COMMON_KEYS)[number]> {
  const own = { ...spec } as Record<string, unknown>;
  for (const key of COMMON_KEYS) delete own[key];
  return own as Omit<S, (typeof COMMON_KEYS)[number]>;
}

/** The bound field of a labelled spec, without the spec's own keys. */
function controlOf<V extends FieldValues>(
  spec: LabelledSpec<V>,
  bound: Bound<V>,
  frame: Frame,
  t: Translate,
): ReactNode {
  switch (spec.kind) {
    case 'text': {
      const { placeholder, ...input } = ownOf(spec);
      return (
        <TextField
          {...bound}
          {...frame}
          {...input}
          {...(placeholder === undefined ? {} : { placeholder: t(placeholder) })}
        />
      );
    }
    case 'textarea':
      return <TextAreaField {...bound} {...frame} {...ownOf(spec)} />;
    case 'money':
      return (
        <MoneyField
          {...bound}
          {...frame}
          {...(spec.maxLength ? { maxLength: spec.maxLength } : {})}
        />
      );
    case 'date': {
      const { time, min, max, today, onValueChange } = spec;
      return (
        <DateField
          {...bound}
          {...frame}
          {...(time ? { time } : {})}
          min={min}
          max={max}
          today={today}
          {...(onValueChange ? { onValueChange } : {})}
        />
      );
    }
    case 'select':
      return (
        <SelectField
          {...bound}
          {...frame}
          loading={spec.loading ?? false}
          {...(spec.onValueChange ? { onValueChange: spec.onValueChange } : {})}
        >
          {spec.emptyOption === undefined ? null : <option value="">{t(spec.emptyOption)}</option>}
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </SelectField>
      );
  }
}
