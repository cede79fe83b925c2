/**
 * What the `DialogForm` of an add/edit form says, for a new item or a change: the title
 * (`{prefix}.createTitle` or `{prefix}.editTitle` of the caller's namespace), and the submit
 * button (Add, or the text `submitKey` names, for a new item; Save for a change). Spread into
 * the `DialogForm`:
 *
 *   <DialogForm {...itemFormTexts(t, 'plan', creating, 'plan.create')} description={…} …>
 */
export const itemFormTexts = (
  t: (key: string) => string,
  prefix: string,
  creating: boolean,
  submitKey?: string,
) => ({
  title: creating ? t(`${prefix}.createTitle`) : t(`${prefix}.editTitle`),
  creating,
  ...(creating && submitKey ? { submitLabel: t(submitKey) } : {}),
});
