import type { EstimateRequest } from '../../backend/estimates.ts';
import type { ContactTime, Service } from '../../backend/options.ts';
import { fieldText } from '../../ui/Form/formData.ts';

/** The estimate request in a submitted form; the selects only offer stored values. */
export const readEstimate = (data: FormData): EstimateRequest => ({
  name: fieldText(data, 'name'),
  email: fieldText(data, 'email'),
  phone: fieldText(data, 'phone'),
  service: fieldText(data, 'service') as Service,
  contactTime: fieldText(data, 'contact_time') as ContactTime,
  details: fieldText(data, 'details') || undefined,
  pagePath: window.location.pathname,
});
