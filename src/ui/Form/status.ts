/** Where a form's submission stands; the page's controls (client/controls/forms.ts) move it. */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';
