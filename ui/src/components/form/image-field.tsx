import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { ImageUploader, type ImageUploaderProps } from '../image-uploader';
import { BoundField } from './bound-field';
import type { CommandForm } from './use-command-form';

type ImageFieldProps<V extends FieldValues, N extends FieldPath<V>> = Omit<
  ImageUploaderProps,
  'value' | 'onChange' | 'errors'
> & {
  form: CommandForm<V>;
  /** The form's field that holds the image's path (null: none). */
  name: N;
};

/** An uploaded image bound to a command form: its path is the field's value. */
export function ImageField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  ...uploader
}: ImageFieldProps<V, N>) {
  return (
    <BoundField
      form={form}
      name={name}
      render={(image) => (
        <ImageUploader
          {...uploader}
          value={image.value as string | null}
          onChange={(path) => image.onChange(path as FieldPathValue<V, N>)}
          errors={image.errors}
        />
      )}
    />
  );
}
