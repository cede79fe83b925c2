import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** Server messages for this field (422 problem details), shown under it. */
  errors?: readonly string[] | undefined;
  helperText?: ReactNode;
  required?: boolean;
  /** Shown after the label of a field that may be left empty. */
  optionalText?: ReactNode;
  /** The control cannot be changed now (Chakra's field context overrides the control's own). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A labelled form control: the label is tied to the input (screen readers, getByLabel), and
 * each error message is linked to it with aria-errormessage.
 */
export function FormField({
  label,
  errors,
  helperText,
  required = false,
  optionalText,
  disabled = false,
  children,
}: FormFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator
          fallback={
            optionalText ? (
              <Text as="span" color="fg.subtle" fontWeight="normal" fontSize="xs">
                {optionalText}
              </Text>
            ) : null
          }
        />
      </Field.Label>
      {children}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <FieldErrorText errors={errors} /> : null}
    </Field.Root>
  );
}

interface FieldErrorTextProps {
  /** The field's messages, one a line. */
  errors?: readonly string[] | undefined;
  /** Indents the messages (under a switch's label rather than its control). */
  ms?: string;
  /** A message of the control's own, before the server's. */
  children?: ReactNode;
}

/** A field's messages under it, inside a `Field.Root` (linked to its control). */
export function FieldErrorText({ errors, ms, children }: FieldErrorTextProps) {
  return (
    <Field.ErrorText {...(ms ? { ms } : {})} flexDirection="column" alignItems="flex-start">
      {children}
      {errors?.map((message) => (
        <Text as="span" key={message}>
          {message}
        </Text>
      ))}
    </Field.ErrorText>
  );
}
