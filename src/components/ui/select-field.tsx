import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectFieldProps extends Omit<FieldRootProps, 'onChange'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** A first, empty choice ("Any subject"); none when absent. */
  placeholder?: string;
  /** Shown under the select (an error or help text). */
  children?: ReactNode;
}

/** A labelled native select: controlled by its caller, which is usually a machine's snapshot. */
export function SelectField({ label, value, options, onChange, placeholder, children, ...rest }: SelectFieldProps) {
  return (
    // minW 0: a long option (a curriculum code) must not hold the select, and the page, wider than the screen.
    <Field.Root minW="0" {...rest}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {children}
    </Field.Root>
  );
}
