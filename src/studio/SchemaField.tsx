/** A field generated from its JSON Schema: an object's properties, an array's items, or one value. */
import type { Json, Schema } from './client.ts';
import { FieldProblems } from './FieldProblems.tsx';
import { FocusPicker } from './FocusPicker.tsx';
import { useFieldEnv, type FieldProps } from './FieldContext.tsx';
import { ScalarField } from './ScalarField.tsx';
import { VideoUpload } from './VideoUpload.tsx';
import {
  effective,
  emptyValue,
  fieldId,
  isObject,
  helpOf,
  inSentence,
  isMachineField,
  labelOf,
  pointerOf,
} from './schema.ts';

type Props = FieldProps;

export function SchemaField(props: Props) {
  const schema = effective(props.schema);
  if (schema.const !== undefined) return null;
  if (schema.type === 'object' || schema.properties)
    return <ObjectField {...props} schema={schema} />;
  if (schema.type === 'array') return <ArrayField {...props} schema={schema} />;
  return <ScalarField {...props} schema={schema} />;
}

export function ObjectFields({ schema, value, path }: Omit<Props, 'name' | 'required'>) {
  const env = useFieldEnv();
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const object = isObject(value) ? value : {};
  return (
    <>
      {Object.entries(properties).map(([key, property]) => {
        if (isMachineField(key)) return null;
        const own = effective(property);
        const nested = own.type === 'object' || own.type === 'array';
        if (nested && object[key] === undefined && !required.includes(key))
          return (
            <button
              type="button"
              className="add-optional"
              key={key}
              onClick={() => env.change([...path, key], emptyValue(own))}
            >
              Add {inSentence(labelOf(key))}
            </button>
          );
        return (
          <SchemaField
            key={key}
            name={key}
            schema={property}
            value={object[key]}
            path={[...path, key]}
            required={required.includes(key)}
            parent={{ value: object, keys: Object.keys(properties) }}
          />
        );
      })}
    </>
  );
}

function ObjectField({ name, schema, value, path, required, parent }: Props) {
  const env = useFieldEnv();
  const picture = parent?.value.src;
  const focus =
    name === 'focus' && typeof picture === 'string' && isObject(value) ? value : undefined;
  // A video field (a file in the backend's bucket and its still) takes an upload of the author's.
  const fields = (schema.properties ?? {}) as Record<string, Schema>;
  const video = fields.src && fields.poster && isObject(value) ? value : undefined;
  // A problem with the group as a whole (a missing field inside) is shown by focusing it.
  return (
    <fieldset className="group" id={fieldId(pointerOf(path))} tabIndex={-1}>
      <legend>
        {labelOf(name)}
        {required ? ' (required)' : ''}
      </legend>
      {typeof schema.description === 'string' && <p className="help">{schema.description}</p>}
      {focus && (
        <FocusPicker
          src={picture as string}
          x={Number(focus.x)}
          y={Number(focus.y)}
          onPick={(x, y) => env.change(path, { x, y })}
        />
      )}
      {video && <VideoUpload video={video} onAdded={(next) => env.change(path, next)} />}
      <ObjectFields schema={schema} value={value} path={path} />
      {!required && (
        <button type="button" onClick={() => env.change(path, undefined)}>
          Remove {inSentence(labelOf(name))}
        </button>
      )}
    </fieldset>
  );
}

function ArrayField({ name, schema, value, path, required }: Props) {
  const env = useFieldEnv();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = (schema.items ?? {}) as Schema;
  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  const setItems = (next: Json[]) => env.change(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setItems(next);
  };
  const itemLabel = `${labelOf(name)} item`;
  return (
    <fieldset className="group" id={id} tabIndex={-1} aria-describedby={`${id}-help`}>
      <legend>
        {labelOf(name)}
        {required ? ' (required)' : ''}
      </legend>
      <p className="help" id={`${id}-help`}>
        {helpOf(schema)}
      </p>
      <FieldProblems id={id} problems={env.problems.filter((p) => p.pointer === pointer)} />
      <ol className="items">
        {items.map((item, index) => (
          <li key={index}>
            <SchemaField
              name={`${itemLabel} ${index + 1}`}
              schema={itemSchema}
              value={item}
              path={[...path, index]}
              required
              list={schema}
            />
            <div className="item-actions">
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Move {inSentence(itemLabel)} {index + 1} up
              </button>
              <button
                type="button"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move {inSentence(itemLabel)} {index + 1} down
              </button>
              <button type="button" onClick={() => setItems(items.filter((_, i) => i !== index))}>
                Remove {inSentence(itemLabel)} {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => setItems([...items, emptyValue(itemSchema)])}>
        Add {inSentence(itemLabel)}
      </button>
    </fieldset>
  );
}
