/**
 * The choices the forms offer: the value stored in the database (checked by its constraints),
 * the English label the forms show, and the Spanish label the notification overlay shows.
 */
export const SERVICE_OPTIONS = [
  { value: 'interior', label: 'Interior Painting', labelEs: 'Pintura interior' },
  { value: 'exterior', label: 'Exterior Painting', labelEs: 'Pintura exterior' },
  { value: 'cabinet', label: 'Cabinet Refinishing', labelEs: 'Restauración de gabinetes' },
  { value: 'color', label: 'Color Consultation', labelEs: 'Asesoría de color' },
] as const;

export const CONTACT_TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (9am - 12pm)', labelEs: 'mañana (9:00–12:00)' },
  { value: 'afternoon', label: 'Afternoon (12pm - 5pm)', labelEs: 'tarde (12:00–17:00)' },
  { value: 'evening', label: 'Evening (5pm - 8pm)', labelEs: 'noche (17:00–20:00)' },
] as const;

/** The empty first choice is stored as null: the visitor picked no subject. */
export const SUBJECT_OPTIONS = [
  { value: '', label: 'Select a subject' },
  { value: 'quote', label: 'Request a Quote' },
  { value: 'information', label: 'General Information' },
  { value: 'support', label: 'Customer Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;

export type Service = (typeof SERVICE_OPTIONS)[number]['value'];
export type ContactTime = (typeof CONTACT_TIME_OPTIONS)[number]['value'];
export type Subject = Exclude<(typeof SUBJECT_OPTIONS)[number]['value'], ''>;

type Choice = { readonly value: string; readonly labelEs: string };
const spanish = (options: readonly Choice[], value: string) =>
  options.find((option) => option.value === value)?.labelEs ?? value;

/** Spanish name of a stored service value; an unknown value is shown as it is. */
export const serviceLabelEs = (value: string) => spanish(SERVICE_OPTIONS, value);

/** Spanish name of a stored contact time; an unknown value is shown as it is. */
export const contactTimeLabelEs = (value: string) => spanish(CONTACT_TIME_OPTIONS, value);

/** Longest values the database accepts (its CHECK constraints); the forms stop typing there. */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  details: 5000,
  message: 5000,
} as const;
