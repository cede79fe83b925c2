import { Button } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import { PlusIcon } from '../../components/icons';
import { useDialog } from '../../components/use-dialog';
import { Block } from '../../shared/reservations/detail-ui';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { PaidBy } from './charges-ui';

/**
 * A panel of charges a stay adds one at a time (services, extra beds): its title with who pays
 * that kind of charge and the add button, its rows, the confirmed delete (`removal` of
 * `useRemoval`) and the add form in its dialog.
 */
export function ChargePanel<P extends object>({
  title,
  testId,
  reservation,
  kind,
  addLabel,
  canAdd,
  removal,
  addForm,
  addFormProps,
  dialogSize,
  children,
}: {
  title: string;
  testId: string;
  reservation: Reservation;
  kind: ChargeKind;
  addLabel: string;
  /** The add button is shown. */
  canAdd: boolean;
  removal: { element: ReactNode };
  addForm: ComponentType<P & InDialogProps>;
  addFormProps: P;
  dialogSize?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  const adding = useDialog<true>();
  return (
    <Block
      title={title}
      testId={testId}
      actions={
        <>
          <PaidBy reservation={reservation} kind={kind} />
          {canAdd ? (
            <Button size="sm" variant="outline" onClick={() => adding.show(true)}>
              <PlusIcon />
              {addLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
      {removal.element}
      <FormInDialog
        open={adding.open}
        onOpenChange={adding.onOpenChange}
        size={dialogSize}
        form={addForm}
        props={addFormProps}
      />
    </Block>
  );
}
