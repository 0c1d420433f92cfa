import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTACT_TIME_OPTIONS, FIELD_LIMITS, SERVICE_OPTIONS, SUBJECT_OPTIONS } from './options.ts';

const migrationsDir = new URL('../../supabase/migrations/', import.meta.url);
const schema = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(new URL(file, migrationsDir), 'utf8'))
  .join('\n');

/** The values a named CHECK constraint lists, e.g. service in ('interior', ...). */
const allowed = (constraint: string) =>
  [
    ...(new RegExp(`${constraint} check \\(([^\\n]*)\\)`).exec(schema)?.[1] ?? '').matchAll(
      /'([^']*)'/g,
    ),
  ].map((match) => match[1]);

describe('form options and limits match the database', () => {
  it('offers exactly the services, contact times and subjects the database accepts', () => {
    expect(SERVICE_OPTIONS.map((o) => o.value).sort()).toEqual(
      allowed('estimates_service_known').sort(),
    );
    expect(CONTACT_TIME_OPTIONS.map((o) => o.value).sort()).toEqual(
      allowed('estimates_contact_time_known').sort(),
    );
    expect(SUBJECT_OPTIONS.map((o) => o.value).sort()).toEqual(
      allowed('contact_messages_subject_known').sort(),
    );
  });

  it.each(Object.entries(FIELD_LIMITS))(
    'stops %s at the length the database allows (%i)',
    (field, limit) => {
      expect(schema).toMatch(new RegExp(`char_length\\(${field}\\) <= ${limit}\\b`));
    },
  );
});
