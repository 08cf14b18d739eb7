// A labelled text input with an optional hint and its error line. Errors come from the surrounding
// react-aria <Form>'s validationErrors (client-side zod or the server's fieldErrors), matched by `name`.
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';
import './field.css';

interface TextInputFieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  name: string;
  label: string;
  /** Read out with the field (aria-describedby). */
  hint?: string;
}

export function TextInputField({ label, hint, ...props }: TextInputFieldProps) {
  return (
    <TextField className="field" {...props}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      <FieldError className="field__error" />
    </TextField>
  );
}
