/** One string, number, boolean or enum field, with its label, help, limits and problems. */
import type { Json } from './client.ts';
import { FieldProblems } from './FieldProblems.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { useFieldEnv, type FieldProps } from './FieldContext.tsx';
import { ProseField } from './ProseField.tsx';
import { TokenHelpers } from './TokenHelpers.tsx';
import { fieldId, helpOf, isProse, labelOf, pointerOf } from './schema.ts';

type Props = FieldProps;

/** The alt text of the image a `src` belongs to, when its schema has one. */
const altOf = (parent: Props['parent']) =>
  parent?.keys.includes('alt')
    ? typeof parent.value.alt === 'string'
      ? parent.value.alt
      : ''
    : undefined;

export function ScalarField(props: Props) {
  const { name, schema, value, path, required, list: listSchema, parent } = props;
  const env = useFieldEnv();
  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  const problems = env.problems.filter((problem) => problem.pointer === pointer);
  const help = helpOf(schema);
  const describedBy = `${id}-help${problems.length ? ` ${id}-problems` : ''}`;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': problems.some((problem) => problem.severity === 'error') || undefined,
    'aria-required': required || undefined,
  };
  const set = (next: Json | undefined) => env.change(path, next);
  const label = `${labelOf(name)}${required ? ' (required)' : ''}`;
  // The element is chosen by the schema alone: it never changes while the author types.
  const prose = schema.type === 'string' && !schema.enum && isProse(schema, listSchema);
  let control;
  if (Array.isArray(schema.enum)) {
    control = (
      <select
        {...common}
        value={String(value ?? '')}
        onChange={(e) => set(e.target.value || undefined)}
      >
        {!required && <option value="">(not set)</option>}
        {(schema.enum as string[]).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  } else if (schema.type === 'boolean') {
    control = (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(e) => set(e.target.checked ? true : required ? false : undefined)}
      />
    );
  } else if (schema.type === 'number' || schema.type === 'integer') {
    control = (
      <input
        {...common}
        type="number"
        min={schema.minimum as number | undefined}
        max={schema.maximum as number | undefined}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else {
    const text = typeof value === 'string' ? value : '';
    // Each key typed joins the undo step of the keys just before it in this field.
    const onText = (next: string) =>
      env.change(path, next === '' && !required ? undefined : next, { typing: true });
    // An image's file (its object has alt text), not a video's, whose file is in the bucket.
    const imageSrc = name === 'src' && parent?.keys.includes('alt') === true;
    const list = imageSrc ? 'studio-images' : name === 'href' ? 'studio-routes' : undefined;
    control = prose ? (
      <ProseField {...common} value={text} onText={onText} />
    ) : (
      <input
        {...common}
        type="text"
        list={list}
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
    );
    if (imageSrc)
      control = (
        <>
          <span className="with-thumb">
            {control}
            {text.startsWith('/Assets/') && <img src={text} alt="" className="thumb" />}
          </span>
          <ImagePicker
            fieldId={id}
            images={env.images}
            value={text}
            alt={altOf(parent)}
            onPick={(src, alt) =>
              // The picture and its new alt text change together: one undo step.
              alt === undefined || !parent
                ? set(src)
                : env.change(path.slice(0, -1), { ...parent.value, src, alt })
            }
          />
        </>
      );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {prose && (
        <TokenHelpers fieldId={id} value={typeof value === 'string' ? value : ''} onInsert={set} />
      )}
      <p className="help" id={`${id}-help`}>
        {help}
      </p>
      <FieldProblems id={id} problems={problems} />
    </div>
  );
}
