import type { EstimateNotice } from '../../backend/estimates.ts';
import { contactTimeLabelEs, serviceLabelEs } from '../../backend/options.ts';

export const NOTICE_TITLE = '¡Nueva solicitud de presupuesto!';

const spanishDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });

/** E.g. "Ana solicitó Pintura interior · Contacto preferido: mañana (9:00–12:00)". */
export const noticeSummary = (notice: EstimateNotice) =>
  `${notice.name} solicitó ${serviceLabelEs(notice.service)} · Contacto preferido: ${contactTimeLabelEs(notice.contact_time)}`;

/** E.g. "14 de marzo de 2025, 12:30", in the visitor's time zone; unreadable dates as they are. */
export function noticeDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : spanishDate.format(date);
}
