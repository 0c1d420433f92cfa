import { FIELD_LIMITS } from '../backend/options.ts';
import { TextField } from '../ui/Form/Field.tsx';

/** Full Name and Email Address, as both forms ask for them, stopped at the database's limits. */
/** `autoFocusName`: the field a popover or dialog focuses as it opens. */
export function NameAndEmailFields({ autoFocusName = false }: { autoFocusName?: boolean }) {
  return (
    <>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.name}
        // Only inside the estimate popover or dialog, which the platform focuses into as it opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocusName}
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
