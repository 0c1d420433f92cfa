/**
 * The only way the gateway puts a name or a fixed text into SQL. Request values never pass
 * through here: they travel as parameters of the extended protocol.
 */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A literal the gateway chose itself (a migration's name, a generated password), never request text. */
export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
