// A labelled text input with its error line. Errors come from the surrounding react-aria <Form>'s
// validationErrors (client-side zod or the server's fieldErrors), matched by `name`.
import { FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import './field.css';

interface TextInputFieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  name: string;
  label: string;
}

export function TextInputField({ label, ...props }: TextInputFieldProps) {
  return (
    <TextField className="field" {...props}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      <FieldError className="field__error" />
    </TextField>
  );
}
