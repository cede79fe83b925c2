/**
 * Stream names, in one place. A stream is `<category>-<id>`; the category tells which
 * aggregate (decider) owns it.
 */
export const streams = {
  property: (propertyId: string) => `property-${propertyId}`,
  /** Registry of unique keys (e.g. company register numbers) across properties. */
  propertyRegistry: () => 'registry-properties',
  account: (accountId: string) => `account-${accountId}`,
  /** Registry of e-mail addresses: unique across accounts, and the way from e-mail to account. */
  emailRegistry: () => 'registry-emails',
  session: (sessionId: string) => `session-${sessionId}`,
  /** Owner, roles and staff of one property. */
  access: (propertyId: string) => `access-${propertyId}`,
  /** One per handled command: its outcome, so a re-sent command is answered, not re-applied. */
  command: (commandId: string) => `command-${commandId}`,
} as const;

export const categoryOf = (streamName: string): string => {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
};
