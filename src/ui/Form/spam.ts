/** The name of the field people never see (Honeypot.tsx) but form-filling bots tend to complete. */
export const HONEYPOT_NAME = 'company_website';

/** A filled honeypot marks the submission as spam. React-free: the controls read it too. */
export const isSpam = (data: FormData) => String(data.get(HONEYPOT_NAME) ?? '').trim() !== '';
