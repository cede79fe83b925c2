import { Box, Switch, Text } from '@chakra-ui/react';

interface SwitchFieldProps {
  label: string;
  /** A line under the label saying what the switch does. */
  description?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The server's messages for the field (the row turns red and lists them). */
  errors?: readonly string[] | undefined;
  /** Receives the input, so a form can focus the first field in error. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** An on/off setting with its explanation, in a bordered row (the input has the switch role). */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  errors,
  inputRef,
}: SwitchFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      px="3"
      py="2.5"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
    >
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={disabled}
        invalid={invalid}
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="4"
        w="full"
      >
        <Switch.HiddenInput ref={inputRef} role="switch" />
        <Box flex="1">
          <Switch.Label fontWeight="medium">{label}</Switch.Label>
          {description ? (
            <Text fontSize="xs" color="fg.muted" mt="0.5">
              {description}
            </Text>
          ) : null}
        </Box>
        <Switch.Control />
      </Switch.Root>
      {invalid
        ? errors?.map((message) => (
            <Text key={message} fontSize="xs" color="fg.error" mt="1">
              {message}
            </Text>
          ))
        : null}
    </Box>
  );
}
