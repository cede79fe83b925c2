import {
  HStack,
  Input,
  type InputElementProps,
  InputGroup,
  type InputProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { type BoundProps, type LabelProps, useFramedField } from './bound-field';

export type TextFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps &
  Omit<InputProps, 'name' | 'value' | 'onChange' | 'form' | 'required' | 'disabled'> & {
    /** The text as the form keeps it (`decimalOf`: digits and one point; upper case…). */
    parse?: (text: string) => string;
    /** After the change: what it sets off (a name's short name follows it). */
    onValueChange?: (value: string) => void;
    /** Shown inside the input, before or after the text (`₮`, `%`). */
    startElement?: ReactNode;
    startElementProps?: InputElementProps;
    endElement?: ReactNode;
    /** Drawn beside the input, inside the field (a preview of the value). */
    beside?: ReactNode;
  };

/** A text (or number as typed) field. */
export function TextField<V extends FieldValues, N extends FieldPath<V>>(
  props: TextFieldProps<V, N>,
) {
  const { bound, frame, control: rest } = useFramedField<V, N, TextFieldProps<V, N>>(props);
  const { parse, onValueChange, startElement, startElementProps, endElement, beside, ...input } =
    rest;
  const field = (
    <Input
      name={props.name}
      autoComplete="off"
      {...input}
      value={String(bound.value ?? '')}
      onChange={(e) => {
        const value = parse ? parse(e.target.value) : e.target.value;
        bound.onChange(value as FieldPathValue<V, N>);
        onValueChange?.(value);
      }}
      ref={bound.ref}
    />
  );
  const control = beside ? (
    <HStack gap="2">
      {field}
      {beside}
    </HStack>
  ) : (
    field
  );
  return (
    <FormField {...frame}>
      {startElement !== undefined || endElement !== undefined ? (
        <InputGroup
          startElement={startElement}
          {...(startElementProps ? { startElementProps } : {})}
          endElement={endElement}
        >
          {control}
        </InputGroup>
      ) : (
        control
      )}
    </FormField>
  );
}
