import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  status?: 'error' | 'warning' | 'success' | 'info';
  title?: ReactNode;
  messages?: readonly string[];
  children?: ReactNode;
}

/** A message at the top of a form: errors that belong to no field, or the outcome. */
export function FormAlert({ status = 'error', title, messages = [], children }: FormAlertProps) {
  return (
    <Alert.Root status={status} variant="subtle" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title fontWeight="semibold">{title}</Alert.Title> : null}
        {messages.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
