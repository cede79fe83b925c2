import { Fieldset, Text } from '@chakra-ui/react';

/**
 * A group's messages under it, inside a `Fieldset.Root` (a group of checkboxes, the colour
 * swatches), one a line; nothing when there are none. (Apart from `form-field.tsx`: the sign-in
 * pages draw fields, never a fieldset, and carry only the recipes they use.)
 */
export function FieldsetErrorText({ errors }: { errors?: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Fieldset.ErrorText>
      {errors.map((message) => (
        <Text as="span" display="block" key={message}>
          {message}
        </Text>
      ))}
    </Fieldset.ErrorText>
  );
}
