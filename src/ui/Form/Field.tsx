import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
`;

const Hint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.muted};
  border-radius: 6px;
  font: inherit;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;
const Select = styled.select`
  ${controlStyles}
`;
const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

interface FieldShellProps {
  label: string;
  /** Shown under the label and read out with the field, e.g. Optional. */
  hint?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

function FieldShell({ label, hint, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, describedBy: hint ? hintId : undefined })}
    </Wrapper>
  );
}

type Common = {
  label: string;
  name: string;
  hint?: string;
  required?: boolean;
  /** The longest value the backend stores, so nothing typed is refused for its length. */
  maxLength?: number;
};

export function TextField(
  props: Common & {
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    /** Focused as its popover or dialog opens (the platform does it). */
    autoFocus?: boolean;
  },
) {
  const { label, hint, type = 'text', ...rest } = props;
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} type={type} aria-describedby={describedBy} {...rest} />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A select whose first, empty choice asks the visitor to pick (and cannot be picked back). */
export function SelectField({
  placeholder,
  options,
  placeholderSelectable = false,
  ...props
}: Common & {
  placeholder: string;
  options: readonly SelectOption[];
  placeholderSelectable?: boolean;
}) {
  const { label, hint, ...rest } = props;
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy }) => (
        <Select id={id} defaultValue="" aria-describedby={describedBy} {...rest}>
          <option value="" disabled={!placeholderSelectable}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

export function TextAreaField({ rows = 4, ...props }: Common & { rows?: number }) {
  const { label, hint, ...rest } = props;
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, describedBy }) => (
        <TextArea id={id} rows={rows} aria-describedby={describedBy} {...rest} />
      )}
    </FieldShell>
  );
}
