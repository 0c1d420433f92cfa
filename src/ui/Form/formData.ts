/** A field's text from submitted form data, trimmed; '' when the field is missing. */
export const fieldText = (data: FormData, name: string): string =>
  String(data.get(name) ?? '').trim();
