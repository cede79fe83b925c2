import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A notice in a form or a step: its icon, its title and what it says under it (`description`;
 * `children` for more than words, such as figures).
 */
export function TitledAlert({
  status,
  title,
  description,
  testId,
  children,
}: {
  status: 'info' | 'warning' | 'error' | 'success';
  title: ReactNode;
  description?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="lg" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description === undefined ? null : <Alert.Description>{description}</Alert.Description>}
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
