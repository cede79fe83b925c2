import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The rooms and guest steps' layout: the step beside the booking's summary, the buttons under
 * the step; on a phone the summary (the total) comes before the buttons.
 */
export function BookingLayout({
  main,
  actions,
  summary,
}: {
  main: ReactNode;
  actions: ReactNode;
  summary: ReactNode;
}) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{ base: `"main" "summary" "actions"`, lg: `"main summary" "actions ."` }}
      gap="5"
      alignItems="start"
    >
      <Box gridArea="main" minW="0">
        {main}
      </Box>
      {actions}
      <Box gridArea="summary" alignSelf={{ lg: 'stretch' }}>
        {summary}
      </Box>
    </Grid>
  );
}
