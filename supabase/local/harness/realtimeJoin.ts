/** The join payload of a channel that listens for changes to `tables`: inserts into estimates, every change elsewhere. */
export const changes = (...tables: string[]) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    postgres_changes: tables.map((table) => ({
      event: table === 'estimates' ? 'INSERT' : '*',
      schema: 'public',
      table,
    })),
    private: false,
  },
});
