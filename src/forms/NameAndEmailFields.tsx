import type { Ref } from 'react';
import { FIELD_LIMITS } from '../backend/options.ts';
import { TextField } from '../ui/Form/Field.tsx';

/** Full Name and Email Address, as both forms ask for them, stopped at the database's limits. */
export function NameAndEmailFields({ nameRef }: { nameRef?: Ref<HTMLInputElement> }) {
  return (
    <>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.name}
        inputRef={nameRef}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_LIMITS.email}
      />
    </>
  );
}
